/**
 * Target B: the per-request pattern of OpenAI's Apps SDK examples. Every POST builds a new `McpServer` with
 * one tool and a stateless transport answering JSON, and closes both when the response closes.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import express from "express";
import * as z from "zod";
import { FIXED_RESULT } from "./fixedGifts.ts";
import { listenAndAnnounce } from "./listen.ts";

function buildServer(): McpServer {
  const server = new McpServer({ name: "bench-baseline", version: "1.0.0" });
  server.registerTool(
    "suggest_gifts",
    {
      title: "Suggest gifts",
      description: "Suggests three gifts.",
      inputSchema: { occasion: z.string(), budget: z.number(), recipient: z.string().optional() },
      _meta: { "openai/outputTemplate": "ui://bench/widget.html" },
    },
    async () => FIXED_RESULT,
  );
  return server;
}

const app = express();
app.use(express.json());
app.post("/mcp", async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

listenAndAnnounce(app);
