import { loadCatalog } from "./server/src/catalog/loadCatalog.ts";
import { buildCatalogIndex } from "./server/src/engine/catalogIndex.ts";
import { callSuggestGifts } from "./server/src/mcp/suggestGiftsTool.ts";
const index = buildCatalogIndex(await loadCatalog());
const byId = new Map(index.items.map((i) => [i.id, i]));
for (const line of process.argv.slice(2)) {
  const input = JSON.parse(line);
  const r = await callSuggestGifts(index, input);
  const sc = r.structuredContent as { gifts?: { id: string; reason: string }[] } | undefined;
  console.log(`\n# ${line}\n  ${(r.content[0] as { text: string }).text.slice(0, 160)}`);
  for (const g of sc?.gifts ?? []) console.log(`  $${byId.get(g.id)?.price} ${g.id} — ${g.reason.slice(0, 90)}`);
}
