import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.ts";

describe("readConfig", () => {
  it("defaults to loopback and port 8787", () => {
    const config = readConfig({});
    expect(config.host).toBe("127.0.0.1");
    expect(config.port).toBe(8787);
    expect(config.widgetDomain).toBe("http://localhost:8787");
  });

  it("derives the allowed host and widget domain from PUBLIC_URL", () => {
    const config = readConfig({ PUBLIC_URL: "https://gifts.example.com/mcp", ALLOWED_HOSTS: "a.example, b.example" });
    expect(config.allowedHosts).toEqual(["a.example", "b.example", "gifts.example.com"]);
    expect(config.widgetDomain).toBe("https://gifts.example.com");
  });

  it("names every bad variable at once", () => {
    expect(() => readConfig({ PORT: "eighty", LOG_LEVEL: "loud", ADMIN_TOKEN: "short" })).toThrow(ConfigError);
    try {
      readConfig({ PORT: "eighty", LOG_LEVEL: "loud", ADMIN_TOKEN: "short" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: .*LOG_LEVEL: .*ADMIN_TOKEN: /);
    }
  });

  it("treats empty variables as unset", () => {
    expect(readConfig({ PORT: "", HOST: "" }).port).toBe(8787);
  });
});
