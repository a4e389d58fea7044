import { describe, expect, it } from "vitest";
import { isLoopbackHost, publicEndpointFindings } from "./endpoint.ts";

describe("isLoopbackHost", () => {
  it("treats localhost names, 127/8 and ::1 as loopback, and anything else as public", () => {
    expect(["localhost", "app.localhost", "127.0.0.1", "127.1.2.3", "[::1]", "::1"].every(isLoopbackHost)).toBe(true);
    expect(["gifts.example.com", "10.0.0.5", "192.168.1.2", "128.0.0.1"].some(isLoopbackHost)).toBe(false);
  });
});

describe("publicEndpointFindings", () => {
  it("fails plain HTTP and a Host the server refuses, naming the setting that fixes it", () => {
    const findings = publicEndpointFindings(new URL("http://gifts.example.com/mcp"), {
      status: 403,
      body: 'Forbidden: Host "gifts.example.com" is not allowed',
    });
    expect(findings.map((f) => [f.rule, f.passed])).toEqual([
      ["public-https", false],
      ["public-host-allowed", false],
    ]);
    expect(findings[1]?.message).toContain("ALLOWED_HOSTS=gifts.example.com");
  });

  it("passes HTTPS with an accepted Host, and leaves the Host undecided when nothing answered", () => {
    expect(publicEndpointFindings(new URL("https://gifts.example.com/mcp"), { status: 200, body: "" }).every((f) => f.passed)).toBe(true);
    expect(
      publicEndpointFindings(new URL("https://gifts.example.com/mcp"), { status: undefined, body: "fetch failed" }).map((f) => f.rule),
    ).toEqual(["public-https"]);
  });
});
