import { describe, expect, it } from "vitest";
import { scanHtmlUrls } from "./scanHtmlUrls.ts";

const urlsOf = (html: string) => scanHtmlUrls(html).absolute.map(({ url, kind }) => `${kind} ${url}`);

describe("scanHtmlUrls", () => {
  it("finds scripts, stylesheets, images and frames loaded by tag attributes", () => {
    const html = `<script src="https://cdn.example.com/app.js"></script><link rel="stylesheet" href='https://fonts.example.com/a.css'>
      <img srcset="https://img.example.com/a.png 1x, https://img2.example.com/b.png 2x"><iframe src=https://player.example.com/embed></iframe>`;
    expect(urlsOf(html)).toEqual([
      "resource https://cdn.example.com/app.js",
      "resource https://fonts.example.com/a.css",
      "resource https://img.example.com/a.png",
      "resource https://img2.example.com/b.png",
      "frame https://player.example.com/embed",
    ]);
  });

  it("finds network calls and imports in inline scripts and url() in inline styles", () => {
    const html = `<style>body{background:url("https://img.example.com/bg.png")}</style><script type="module">
      import { x } from "https://esm.example.com/x.js"; fetch(\`https://api.example.com/items/\${id}\`);
      new WebSocket('wss://live.example.com/socket'); xhr.open("POST", "https://log.example.com/e");</script>`;
    expect(urlsOf(html)).toEqual([
      "connect https://api.example.com/items/",
      "connect https://log.example.com/e",
      "connect wss://live.example.com/socket",
      "resource https://esm.example.com/x.js",
      "resource https://img.example.com/bg.png",
    ]);
  });

  it("ignores links a person clicks, hint-only link relations and URLs that only appear in strings", () => {
    const html = `<a href="https://example.com/shop">shop</a><link rel="preconnect" href="https://cdn.example.com">
      <script>const ns = "http://www.w3.org/2000/svg"; throw Error("see https://react.dev/errors/" + code);</script>`;
    expect(urlsOf(html)).toEqual([]);
  });

  it("reports assets referenced by relative URLs, but not data: URLs or fragments", () => {
    const { relative } = scanHtmlUrls(
      `<script type="module" src="/assets/index.js"></script><img src="data:image/png;base64,AAAA"><link rel="icon" href="#">`,
    );
    expect(relative).toEqual([{ url: "/assets/index.js", kind: "resource", via: "<script src>" }]);
  });
});
