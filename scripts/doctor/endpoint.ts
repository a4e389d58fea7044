/**
 * What only matters for a public URL (the one ChatGPT is given): HTTPS, and a server that accepts its own
 * public Host name. Loopback URLs are for local hosts and tunnels' inner side, and skip both.
 */
import { type Finding, fail, pass } from "./rules.ts";

export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return name === "localhost" || name.endsWith(".localhost") || name === "::1" || /^127(?:\.\d{1,3}){3}$/.test(name);
}

export interface HostProbe {
  /** HTTP status of a plain initialize POST, or undefined when no answer came. */
  readonly status: number | undefined;
  readonly body: string;
}

/** One initialize POST as a host sends it; its status tells whether the Host name was accepted. */
export async function probeHost(url: URL): Promise<HostProbe> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 0,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "gift-finder-doctor-probe", version: "1.0.0" } },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = await response.text();
    return { status: response.status, body: body.slice(0, 500) };
  } catch (error) {
    return { status: undefined, body: (error as Error).message };
  }
}

export function publicEndpointFindings(url: URL, probe: HostProbe): Finding[] {
  const findings: Finding[] = [];
  findings.push(
    url.protocol === "https:"
      ? pass("public-https", `${url.origin} is served over HTTPS`)
      : fail(
          "public-https",
          `${url.href} is public but not HTTPS, and ChatGPT only connects over HTTPS: put the server behind a TLS reverse proxy or tunnel and give the host its https:// URL.`,
        ),
  );
  // 403 and 421 are what a DNS-rebinding guard answers for a Host it does not serve.
  const hostRejected = probe.status === 403 || probe.status === 421 || (probe.status === 400 && /host/i.test(probe.body));
  if (hostRejected) {
    findings.push(
      fail(
        "public-host-allowed",
        `The server refused the Host "${url.host}" (HTTP ${probe.status}): add it to the server's allowed hosts (for Gift Finder: ALLOWED_HOSTS=${url.host} or PUBLIC_URL=${url.origin}).`,
      ),
    );
  } else if (probe.status !== undefined) {
    findings.push(pass("public-host-allowed", `the server accepts the Host "${url.host}"`));
  }
  return findings;
}
