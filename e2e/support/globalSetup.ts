import { ensureWidgetBuild } from "./ensureWidgetBuild.ts";

export default function globalSetup(): void {
  ensureWidgetBuild();
}
