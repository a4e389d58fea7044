/**
 * One HTTP request over node:http, from a chosen local address. Loopback has many addresses (127.0.0.2, …), so
 * a test can be a second caller whose address-keyed limits are its own.
 */
import { request } from "node:http";

export interface HttpReply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

export interface HttpFromOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly localAddress?: string;
  readonly timeoutMs?: number;
}

export function httpFrom(url: URL, options: HttpFromOptions = {}): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer from ${url.href} in ${options.timeoutMs ?? 10_000} ms`)));
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

export const MCP_POST_HEADERS = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
