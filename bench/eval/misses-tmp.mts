import { loadCatalog } from "../../server/src/catalog/loadCatalog.ts";
import { buildCatalogIndex } from "../../server/src/engine/catalogIndex.ts";
import { suggestGifts } from "../../server/src/engine/suggestGifts.ts";
import { loadEvalRequests } from "./evalRequests.ts";
const catalog = await loadCatalog();
const byId = new Map(catalog.map((i) => [i.id, i]));
const index = buildCatalogIndex(catalog);
const form = process.argv[2] ?? "structured";
for (const r of loadEvalRequests()) {
  if (r.holdout) continue;
  const q = form === "text" ? r.text : r.structured;
  const s = suggestGifts(index, q);
  const ids = s.kind === "ideas" ? s.ideas.map((i) => i.item.id) : [];
  const bad = ids.filter((id) => r.grades[id] === 0);
  const missing = Object.entries(r.grades).filter(([id, g]) => g === 2 && !ids.includes(id) && byId.get(id)!.price <= q.budget).map(([id]) => id);
  if (bad.length === 0 && ids.length >= 6) continue;
  console.log(`\n${r.id} [${form}] $${q.budget} ${JSON.stringify({ rec: q.recipient, age: q.age, int: q.interests, avoid: q.avoid })}`);
  if (s.kind === "ideas") console.log(`  read: interests=${JSON.stringify(s.reading.interests.map((i) => [i.phrase, i.concepts]))} age=${JSON.stringify(s.reading.age)}`);
  for (const id of ids) console.log(`  ${r.grades[id] ?? "?"} ${id}  [${byId.get(id)!.tags.join(",")}]`);
  console.log(`  MISSED 2s: ${missing.map((id) => `${id}[${byId.get(id)!.tags.slice(0, 5).join(",")}]`).join("  ")}`);
}
