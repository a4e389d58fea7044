/**
 * The catalog index a start built, kept on disk for the next start. Validating and indexing the catalog was
 * most of a cold start (about 250 ms of CPU for 1,352 items); reading the kept index back takes about 10 ms.
 * The copy is keyed by the catalog's content hash, the Node version and the code that built it (the file this
 * module was loaded from: the server bundle under `npm start`), so any other catalog or build finds no match
 * and builds the index as before. A copy that cannot be read, parsed or written is simply not used.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import type { CatalogIndex } from "../engine/catalogIndex.ts";
import { catalogIndexFromData, catalogIndexToData } from "../engine/catalogIndexData.ts";

/** The build that made an index: the file holding this code, as written last. */
function buildOfThisCode(): string {
  try {
    const { mtimeMs, size } = statSync(fileURLToPath(import.meta.url));
    return `${mtimeMs}:${size}`;
  } catch {
    return "unknown";
  }
}

function keyLine(catalogHash: string): Buffer {
  return Buffer.from(`gift-finder catalog index ${process.version} ${buildOfThisCode()} ${catalogHash}\n`);
}

/** The kept index for a catalog with this content hash, or undefined when there is none that matches. */
export function readIndexCache(path: string, catalogHash: string): CatalogIndex | undefined {
  try {
    const bytes = readFileSync(path);
    const key = keyLine(catalogHash);
    if (!bytes.subarray(0, key.length).equals(key)) return undefined;
    return catalogIndexFromData(v8.deserialize(bytes.subarray(key.length)));
  } catch {
    return undefined;
  }
}

/** Keeps `index`, built from the catalog with this content hash; never throws. */
export function writeIndexCache(path: string, catalogHash: string, index: CatalogIndex): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    // Written aside and renamed, so replicas starting together never read half a copy.
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.concat([keyLine(catalogHash), v8.serialize(catalogIndexToData(index))]));
    renameSync(partial, path);
  } catch {
    // A read-only deployment builds the index on every start.
  }
}
