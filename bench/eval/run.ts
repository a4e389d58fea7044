/**
 * `npm run eval`: the judged relevance benchmark (figures, not a test gate). Each request runs through the real
 * tool handler in two forms, text only and with the structured fields, and every returned idea is looked up in
 * the request's grades.
 *   npm run eval                      figures, violations, the 10 worst answers
 *   npm run eval -- --ungraded        every returned idea nobody graded yet, with what a grader needs
 *   npm run eval -- --only 001-040    a slice of requests (by number), for either mode
 *   npm run eval -- --show 012        every answer of one request with its grades, reasons and text
 *   npm run eval -- --list            every answer in one line per idea (grade, price, name)
 * EVAL_CATALOG=path runs against another catalog file; --requests DIR runs a request set kept outside the repo
 * (an independent judged set, in the same one-folder-per-request layout).
 */
import { type CatalogItem, type SuggestGiftsInput, SuggestGiftsOutputSchema } from "@gift-finder/shared";
import * as z from "zod/mini";
import { loadCatalog } from "../../server/src/catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "../../server/src/engine/catalogIndex.ts";
import { callSuggestGifts } from "../../server/src/mcp/suggestGiftsTool.ts";
import { type EvalRequest, loadEvalRequests } from "./evalRequests.ts";
import { type AnswerFigures, answerFigures, type GroupFigures, groupFigures } from "./metrics.ts";
import { type ViolationKind, violations } from "./violations.ts";

type Form = "structured" | "text";

interface Answer {
  readonly request: EvalRequest;
  readonly form: Form;
  readonly input: SuggestGiftsInput;
  readonly ids: readonly string[];
  readonly reasons: readonly string[];
  readonly text: string;
  readonly isError: boolean;
  readonly figures: AnswerFigures;
  readonly violations: readonly { id: string; kinds: ViolationKind[] }[];
}

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const value = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

function inSlice(request: EvalRequest, slice: string | undefined): boolean {
  if (!slice) return true;
  const number = Number(/^\d+/.exec(request.id)?.[0]);
  const [from, to] = slice.split("-").map(Number);
  return number >= (from as number) && number <= (to ?? from ?? number);
}

async function answer(index: CatalogIndex, byId: Map<string, CatalogItem>, request: EvalRequest, form: Form): Promise<Answer> {
  const input = form === "structured" ? request.structured : request.text;
  const result = await callSuggestGifts(index, input);
  const text = result.content.map((block) => (block.type === "text" ? block.text : "")).join(" ");
  const output = result.isError ? undefined : z.parse(SuggestGiftsOutputSchema, result.structuredContent);
  const ids = output?.gifts.map((gift) => gift.id) ?? [];
  const ideal = Object.entries(request.grades)
    .filter(([id]) => (byId.get(id)?.price ?? Infinity) <= input.budget)
    .map(([, grade]) => grade);
  const found = ids
    .map((id) => ({ id, kinds: violations(byId.get(id) as CatalogItem, request.structured, request.has ?? []) }))
    .filter((v) => v.kinds.length > 0);
  return {
    request,
    form,
    input,
    ids,
    reasons: output?.gifts.map((gift) => gift.reason) ?? [],
    text,
    isError: result.isError === true,
    figures: answerFigures(ids, request.grades, ideal),
    violations: found,
  };
}

const pct = (x: number) => (Number.isNaN(x) ? "  n/a" : `${(100 * x).toFixed(0).padStart(4)}%`);
const num = (x: number) => (Number.isNaN(x) ? " n/a" : x.toFixed(2));

function row(label: string, g: GroupFigures): string {
  return `${label.padEnd(34)} ${String(g.requests).padStart(4)}  ${num(g.precision)}  ${num(g.strictPrecision)}  ${num(g.ndcg)}  ${pct(g.anyWrong)}  ${pct(g.unjudgedShare)}  ${g.meanReturned.toFixed(1)}`;
}

const catalog = await loadCatalog(process.env.EVAL_CATALOG);
const index = buildCatalogIndex(catalog);
const byId = new Map(catalog.map((item) => [item.id, item]));
const requests = loadEvalRequests(value("--requests")).filter((request) => inSlice(request, value("--only")));
const answers: Answer[] = [];
for (const request of requests) for (const form of ["structured", "text"] as const) answers.push(await answer(index, byId, request, form));

if (flag("--ungraded")) {
  let pairs = 0;
  for (const request of requests) {
    const ids = [...new Set(answers.filter((a) => a.request === request).flatMap((a) => a.ids))].filter(
      (id) => request.grades[id] === undefined,
    );
    if (ids.length === 0) continue;
    const s = request.structured;
    console.log(`\n## ${request.id}  (grades: ${request.folder}/grades.json)`);
    console.log(`   ${s.occasion}, up to $${s.budget}: "${s.recipient ?? ""}"`);
    console.log(
      `   age ${s.age ?? "-"}; relationship ${s.relationship ?? "-"}; interests ${(s.interests ?? []).join(", ") || "-"}; avoid ${(s.avoid ?? []).join(", ") || "-"}`,
    );
    for (const id of ids) {
      const item = byId.get(id) as CatalogItem;
      console.log(`   - "${id}": $${item.price} ${item.name} — ${item.description}`);
      pairs++;
    }
  }
  console.log(`\n${pairs} returned (request, item) pairs are ungraded. Grade each 0/1/2 in the request's grades.json.`);
  process.exit(0);
}

const show = value("--show");
if (show) {
  for (const a of answers.filter((x) => x.request.id.startsWith(show))) {
    console.log(`\n## ${a.request.id} [${a.form}] ${JSON.stringify(a.input)}\n   ${a.text.slice(0, 400)}`);
    a.ids.forEach((id, at) => console.log(`   ${a.request.grades[id] ?? "?"} ${id} $${byId.get(id)?.price} — ${a.reasons[at]}`));
  }
  process.exit(0);
}

if (flag("--list")) {
  for (const a of answers) {
    console.log(
      `\n${a.request.id} [${a.form}] $${a.input.budget} ${a.input.occasion}: ${a.input.recipient ?? ""}${a.form === "structured" ? ` | ${JSON.stringify({ age: a.input.age, rel: a.input.relationship, int: a.input.interests, avoid: a.input.avoid })}` : ""}`,
    );
    a.ids.forEach((id) => console.log(`   ${a.request.grades[id] ?? "?"} $${byId.get(id)?.price} ${id}`));
  }
  process.exit(0);
}

const isForeign = (r: EvalRequest) => r.kinds.includes("non-english");
const groups: [string, Answer[]][] = [
  ["structured fields (all)", answers.filter((a) => a.form === "structured")],
  ["text only, English", answers.filter((a) => a.form === "text" && !isForeign(a.request))],
  ["text only, not English", answers.filter((a) => a.form === "text" && isForeign(a.request))],
  ["structured, held out", answers.filter((a) => a.form === "structured" && a.request.holdout)],
  ["text only English, held out", answers.filter((a) => a.form === "text" && !isForeign(a.request) && a.request.holdout)],
];
for (const kind of ["negation", "misleading", "indirect"] as const) {
  groups.push([`structured, ${kind}`, answers.filter((a) => a.form === "structured" && a.request.kinds.includes(kind))]);
  groups.push([`text only, ${kind}`, answers.filter((a) => a.form === "text" && a.request.kinds.includes(kind) && !isForeign(a.request))]);
}
console.log(`Gift Finder relevance: ${requests.length} requests × 2 forms, ${catalog.length} catalog items\n`);
console.log(`${"".padEnd(34)} reqs   P@6  P@6*  nDCG  wrong  unjud  ideas`);
for (const [label, list] of groups) console.log(row(label, groupFigures(list.map((a) => a.figures))));
console.log("P@6 = ideas graded ≥1 over graded ideas; P@6* counts ungraded ideas as not good; wrong = requests with any idea graded 0.");

const all = answers.flatMap((a) => a.violations.flatMap((v) => v.kinds.map((kind) => ({ a, id: v.id, kind }))));
const counts = { budget: 0, avoid: 0, age: 0, prerequisites: 0 };
for (const v of all) counts[v.kind]++;
console.log(`\nViolations: budget ${counts.budget}, avoid ${counts.avoid}, age ${counts.age}, prerequisites ${counts.prerequisites}`);
for (const v of all.slice(0, 20)) console.log(`  ${v.kind}: ${v.a.request.id} [${v.a.form}] ${v.id}`);
const errors = answers.filter((a) => a.isError);
if (errors.length > 0) console.log(`\nError results: ${errors.map((a) => `${a.request.id} [${a.form}]`).join(", ")}`);

const worst = answers
  .filter((a) => !a.request.holdout && !(a.form === "text" && isForeign(a.request)))
  .sort((a, b) => a.figures.ndcg - b.figures.ndcg || b.figures.wrong - a.figures.wrong)
  .slice(0, 10);
console.log("\nThe 10 worst answers (held-out requests and non-English text-only left out):");
for (const a of worst) {
  const grades = a.ids.map((id) => `${a.request.grades[id] ?? "?"}:${id}`).join(" ");
  console.log(`  nDCG ${num(a.figures.ndcg)} ${a.request.id} [${a.form}] ${grades}`);
}
const ungraded = answers.reduce((n, a) => n + a.figures.ungraded, 0);
if (ungraded > 0)
  console.log(`\n${ungraded} returned ideas are ungraded (npm run eval -- --ungraded lists them); they never count as good.`);
