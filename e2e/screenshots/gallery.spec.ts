/** Takes the gallery's pictures of the widget frame, then writes an index.html that shows them side by side. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "../support/test.ts";
import { DEVICES, GALLERY_DIR, GALLERY_STATES, LOCALES, THEMES, fileName } from "./gallery.ts";

mkdirSync(GALLERY_DIR, { recursive: true });

for (const state of GALLERY_STATES) {
  for (const device of DEVICES) {
    test(`gallery: ${state.name} on ${device}`, async ({ simulator }) => {
      for (const [language, locale] of Object.entries(LOCALES)) {
        for (const theme of THEMES) {
          await simulator.open({ ...state.query, device, theme, locale });
          await expect(simulator.root).toHaveAttribute("data-theme", theme);
          await expect(simulator.root).toHaveAttribute("lang", language);
          // The view is widget state: after the first picture the host brings it back by itself.
          await expect(simulator.root).toHaveAttribute("data-state", /results|business-error/);
          if (state.action === "details" && (await simulator.byTestId("gift-details").count()) === 0) await simulator.openDetails(1);
          if (state.action === "refine" && (await simulator.byTestId("refine-form").count()) === 0) await simulator.byTestId("refine-toggle").click();
          if (state.action) await expect(simulator.byTestId(state.action === "details" ? "gift-details" : "refine-form")).toBeVisible();
          // Let fonts, layout and the frame's reported height settle before the picture.
          await simulator.page.waitForTimeout(300);
          await simulator.frame.screenshot({ path: join(GALLERY_DIR, fileName(state.name, theme, device, language)), animations: "disabled" });
        }
      }
    });
  }
}

test.afterAll(() => {
  const rows = GALLERY_STATES.flatMap((state) =>
    DEVICES.map((device) => {
      const cells = Object.keys(LOCALES).flatMap((language) => THEMES.map((theme) => fileName(state.name, theme, device, language)));
      return `<h2>${state.name} · ${device}</h2><div class="row">${cells.map((file) => `<figure><img src="${file}" alt="${file}" loading="lazy"><figcaption>${file}</figcaption></figure>`).join("")}</div>`;
    }),
  );
  const html = `<!doctype html><meta charset="utf-8"><title>Gift Finder widget gallery</title><style>body{font-family:system-ui,sans-serif;margin:24px}.row{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}figure{margin:0}img{max-width:420px;border:1px solid #ccc}figcaption{font-size:12px;color:#555}</style><h1>Gift Finder widget gallery</h1>${rows.join("")}`;
  writeFileSync(join(GALLERY_DIR, "index.html"), html);
});
