/**
 * The cold-start floor: a bare node:http server started the same way as `npm start` runs ours (plain `node
 * file`), answering every POST with one fixed JSON-RPC result. Plain JavaScript, so no loader is in the way.
 */
import { createServer } from "node:http";

const body = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  result: { content: [{ type: "text", text: "3 gift ideas" }], structuredContent: { gifts: [{}, {}, {}] } },
});
const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => response.writeHead(200, { "content-type": "application/json" }).end(body));
});
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.error(`bench target listening: http://127.0.0.1:${server.address().port}/mcp`);
});
process.once("SIGTERM", () => process.exit(0));
