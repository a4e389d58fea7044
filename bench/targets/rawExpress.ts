/** Target C: the floor of this HTTP stack, Express 5 parsing JSON and answering a fixed JSON-RPC result. */
import express from "express";
import { FIXED_RESULT } from "./fixedGifts.ts";
import { listenAndAnnounce } from "./listen.ts";

const app = express();
app.use(express.json());
app.post("/mcp", (req, res) => {
  res.json({ jsonrpc: "2.0", id: (req.body as { id?: unknown }).id ?? null, result: FIXED_RESULT });
});

listenAndAnnounce(app);
