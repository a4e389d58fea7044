/**
 * Operator switches, off unless ADMIN_TOKEN is set: `POST /admin/tools/:name {"enabled": true|false}` with
 * `Authorization: Bearer <ADMIN_TOKEN>` turns a switchable tool on or off for every client at once.
 */
import { GIFT_CARDS_TOOL_NAME } from "@gift-finder/shared";
import express, { Router } from "express";
import * as z from "zod/mini";
import type { ToolSwitches } from "../mcp/serverEvents.ts";
import { hasBearerToken } from "./bearerToken.ts";

const SWITCHABLE = new Set([GIFT_CARDS_TOOL_NAME]);
const SwitchBody = z.strictObject({ enabled: z.boolean() });

export function adminRoutes(adminToken: string | undefined, toolSwitches: ToolSwitches): Router {
  const router = Router();
  if (!adminToken) return router;
  router.post("/admin/tools/:name", express.json({ limit: "1kb" }), (req, res) => {
    if (!hasBearerToken(req, adminToken)) {
      res.status(401).json({ error: "a valid Authorization: Bearer <ADMIN_TOKEN> header is required" });
      return;
    }
    const name = req.params.name;
    if (!SWITCHABLE.has(name)) {
      res.status(404).json({ error: `no switchable tool "${name.slice(0, 60)}"; switchable: ${[...SWITCHABLE].join(", ")}` });
      return;
    }
    const body = z.safeParse(SwitchBody, req.body);
    if (!body.success) {
      res.status(400).json({ error: 'the body must be {"enabled": true} or {"enabled": false}' });
      return;
    }
    const changed = toolSwitches.set(name, body.data.enabled);
    res.json({ tool: name, enabled: body.data.enabled, changed });
  });
  // A body express.json() refuses (not JSON, too large) is the caller's mistake, not a server failure.
  router.use("/admin", (error: { status?: number }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (typeof error.status === "number" && error.status >= 400 && error.status < 500) {
      res.status(error.status).json({ error: 'the body must be JSON: {"enabled": true} or {"enabled": false}' });
      return;
    }
    next(error);
  });
  return router;
}
