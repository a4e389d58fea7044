/**
 * The repository root. This file sits two folders deep both as source (server/src/) and in the compiled
 * bundle (dist/server/), so the same relative step finds the root in `npm run dev` and in `npm start`.
 */
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
