import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.ts";

describe("readConfig", () => {
  it("defaults to loopback and port 8787", () => {
    const config = readConfig({});
    expect(config.host).toBe("127.0.0.1");
    expect(config.port).toBe(8787);
    expect(config.widgetDomain).toBeUndefined();
    expect(config.openaiWidgetDomain).toBeUndefined();
  });

  it("derives the allowed host from PUBLIC_URL, but not a widget domain, whose format depends on the host", () => {
    const config = readConfig({ PUBLIC_URL: "https://gifts.example.com/mcp", ALLOWED_HOSTS: "a.example, b.example" });
    expect(config.allowedHosts).toEqual(["a.example", "b.example", "gifts.example.com"]);
    expect(config.widgetDomain).toBeUndefined();
  });

  it("accepts a widget domain as ChatGPT's https origin or Claude's bare host name, and nothing else", () => {
    expect(readConfig({ WIDGET_DOMAIN: "https://gifts.example.com/" }).widgetDomain).toBe("https://gifts.example.com");
    expect(readConfig({ WIDGET_DOMAIN: "a904794854a047f6.claudemcpcontent.com" }).widgetDomain).toBe(
      "a904794854a047f6.claudemcpcontent.com",
    );
    expect(readConfig({ OPENAI_WIDGET_DOMAIN: "https://gifts.example.com" }).openaiWidgetDomain).toBe("https://gifts.example.com");
    for (const bad of ["http://gifts.example.com", "https://gifts.example.com/widget", "localhost", "gifts example.com"]) {
      expect(() => readConfig({ WIDGET_DOMAIN: bad }), bad).toThrow(/WIDGET_DOMAIN/);
    }
    expect(() => readConfig({ OPENAI_WIDGET_DOMAIN: "gifts.example.com" })).toThrow(/OPENAI_WIDGET_DOMAIN/);
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
