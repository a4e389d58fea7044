/**
 * Which host APIs a test runs under. The issue asks for both APIs; ChatGPT's own setup (both at once) runs
 * where it changes what the widget does: delivery, widget state, and the full clean run.
 */
import { HOST_APIS, type HostApi } from "../simulator/shared/hostApi.ts";

export const EACH_API: readonly HostApi[] = ["mcp-apps", "openai"];
export const EACH_API_AND_CHATGPT: readonly HostApi[] = HOST_APIS;
