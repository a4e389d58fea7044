/**
 * Reads and validates the catalog data file. All or nothing: any bad item rejects the whole file, with the
 * item and the field named, so a half-loaded catalog is never served.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { CatalogFileSchema, type CatalogItem, describeIssues } from "@gift-finder/shared";
import * as z from "zod/mini";
import { REPO_ROOT } from "../repoRoot.ts";

export class CatalogError extends Error {
  override name = "CatalogError";
}

export const DEFAULT_CATALOG_PATH = join(REPO_ROOT, "server/data/catalog.json");

function itemLabel(data: unknown, index: number): string {
  const items = (data as { items?: unknown } | null)?.items;
  const item = Array.isArray(items) ? (items[index] as { id?: unknown } | undefined) : undefined;
  return typeof item?.id === "string" ? `item ${index} ("${item.id}")` : `item ${index}`;
}

/**
 * Parses catalog JSON text (`{ priceCheckedOn, items }`); the file name only appears in the error messages.
 * Returns the items; every one carries the attributes the hard filters rely on.
 */
export function parseCatalog(text: string, fileName: string): CatalogItem[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CatalogError(`${fileName} is not valid JSON: ${(error as Error).message}`);
  }
  const result = z.safeParse(CatalogFileSchema, data);
  if (!result.success) {
    const problems = result.error.issues.slice(0, 5).map((issue) => {
      const [top, index, ...field] = issue.path;
      const where =
        top === "items" && typeof index === "number"
          ? `${itemLabel(data, index)}, field "${field.map(String).join(".") || "(item)"}"`
          : top !== undefined
            ? `field "${String(top)}"`
            : "the file";
      return `${where}: ${describeIssues(new z.core.$ZodError([issue]))[0]?.replace(/^[^:]*: /, "")}`;
    });
    const more = result.error.issues.length > 5 ? ` (and ${result.error.issues.length - 5} more)` : "";
    throw new CatalogError(`${fileName} is not a valid catalog: ${problems.join("; ")}${more}`);
  }
  const seen = new Set<string>();
  result.data.items.forEach((item, index) => {
    if (seen.has(item.id))
      throw new CatalogError(`${fileName} is not a valid catalog: ${itemLabel(data, index)}, field "id": duplicate id`);
    seen.add(item.id);
  });
  return result.data.items;
}

export async function loadCatalog(path: string = DEFAULT_CATALOG_PATH): Promise<CatalogItem[]> {
  return (await loadCatalogWithHash(path)).items;
}

/** The items, and the SHA-256 of the very bytes they were read from (the key of a kept index, indexCache.ts). */
export async function loadCatalogWithHash(path: string = DEFAULT_CATALOG_PATH): Promise<{ items: CatalogItem[]; hash: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new CatalogError(`cannot read the catalog at ${path}: ${(error as NodeJS.ErrnoException).code ?? "unknown error"}`);
  }
  return { items: parseCatalog(bytes.toString("utf8"), path), hash: createHash("sha256").update(bytes).digest("hex") };
}
