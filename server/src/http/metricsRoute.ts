/**
 * `GET /metrics` in the Prometheus text format. With METRICS_TOKEN set it asks for `Authorization: Bearer
 * <token>`; without one it is served only while the server is private (bound to loopback and not published via
 * PUBLIC_URL): a public server without a token has no /metrics at all.
 */
import { Router } from "express";
import type { ServerMetrics } from "../metrics/serverMetrics.ts";
import { hasBearerToken } from "./bearerToken.ts";

export type MetricsAccess = { readonly kind: "token"; readonly token: string } | { readonly kind: "open" } | { readonly kind: "off" };

export function metricsRoute(metrics: ServerMetrics, access: MetricsAccess): Router {
  const router = Router();
  if (access.kind === "off") return router;
  router.get("/metrics", async (req, res) => {
    if (access.kind === "token" && !hasBearerToken(req, access.token)) {
      res.status(401).json({ error: "a valid Authorization: Bearer <METRICS_TOKEN> header is required" });
      return;
    }
    const { contentType, body } = await metrics.exposition();
    res.type(contentType).send(body);
  });
  return router;
}
