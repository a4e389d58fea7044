/** Every size and timing the simulated host uses is in e2e/README.md's table, with the same value and source. */
import { readFile } from "node:fs/promises";
import { HOST_SIZES } from "../simulator/host/hostSizes.ts";
import { expect, test } from "../support/test.ts";

test("the README's sizes table lists every host size with its value and source", async () => {
  const readme = await readFile(new URL("../README.md", import.meta.url), "utf8");
  const rows = [...readme.matchAll(/^\| `([A-Za-z]+)` \| (\d+) (px|ms) \| [^|]+ \| ([^|]+) \|$/gm)].map(([, name, value, unit, source]) => [
    name,
    Number(value),
    unit,
    source?.trim(),
  ]);
  expect(rows).toEqual(Object.entries(HOST_SIZES).map(([name, size]) => [name, size.value, size.unit, size.source]));
  for (const [name, size] of Object.entries(HOST_SIZES)) {
    expect(size.source, `${name} must cite a source or say it is an assumption`).toMatch(/^(assumption|R\b|SPEC|GL|UI|oae#)/);
  }
});
