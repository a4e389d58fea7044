/** `npm run docs:protocol`: starts the real server, records every documented exchange, writes docs/protocol.md. */
import { writeFile } from "node:fs/promises";
import { startServer } from "../server/testing/startServer.ts";
import { renderProtocolDoc } from "./protocol-doc/renderProtocolDoc.ts";

const server = await startServer({ LOG_LEVEL: "warn" });
try {
  const markdown = await renderProtocolDoc(server.url);
  await writeFile(new URL("../docs/protocol.md", import.meta.url), markdown);
  console.log("wrote docs/protocol.md");
} finally {
  await server.stop();
}
