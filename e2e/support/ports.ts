/** Where the e2e run starts the real MCP server and the simulator (fixed, so a failing run can be reopened by hand). */
export const MCP_PORT = 8788;
export const SIMULATOR_PORT = 8790;
export const SANDBOX_PORT = 8791;

export const MCP_URL = `http://127.0.0.1:${MCP_PORT}/mcp`;
/** The host page and the widget sandbox are two origins, so the widget cannot touch the page. */
export const SIMULATOR_URL = `http://localhost:${SIMULATOR_PORT}`;
export const SANDBOX_ORIGIN = `http://localhost:${SANDBOX_PORT}`;
