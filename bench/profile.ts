/**
 * CPU profile of a bench target under load: `node --import tsx bench/profile.ts [A|A*|B|C] [seconds]`.
 * Starts the target with `node --cpu-prof`, loads it at 32 connections, stops it (the profile is written on
 * exit), and prints where the time went. The .cpuprofile stays on disk for Chrome DevTools or speedscope.
 */
import { mkdtemp, readdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchTargets } from "./compareTargets.ts";
import { launchTarget } from "./launchTarget.ts";
import { runLoad } from "./loadTarget.ts";
import { summariseCpuProfile, type TimeShare, type WatchedFunction } from "./profile/summariseCpuProfile.ts";

/** Inclusive time answers "is it the SDK's HTTP transport, the per-request server, the tool, the engine or the log?". */
const WATCHED: readonly WatchedFunction[] = [
  {
    label: "SDK HTTP transport, synchronous part (StreamableHTTPServerTransport.handleRequest)",
    pattern: /^handleRequest .*@modelcontextprotocol\/sdk\/dist\/esm\/server\/streamableHttp\.js/,
  },
  { label: "per-request MCP server (createMcpServer)", pattern: /^createMcpServer / },
  { label: "tool handler (callSuggestGifts, engine included)", pattern: /^callSuggestGifts / },
  { label: "engine (suggestGifts)", pattern: /^suggestGifts .*\/engine\// },
  { label: "answer written by JsonResponseTransport.send (stringify, socket write)", pattern: /^send .*jsonResponseTransport\.ts/ },
  { label: "garbage collector", pattern: /^\(garbage collector\) / },
];

const key = (process.argv[2] ?? "A").toUpperCase();
const seconds = Number(process.argv[3] ?? 10);
const spec = benchTargets().find((target) => target.key === key);
if (!spec) throw new Error(`unknown target "${key}"; use A, B or C (or A* with BENCH_CANDIDATE_ENTRY set)`);

const profileDir = await mkdtemp(join(tmpdir(), `gift-finder-profile-${key}-`));
const target = await launchTarget({ script: spec.script, env: spec.env ?? {}, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] });
const result = await runLoad({ url: target.url.href, connections: 32, durationSeconds: seconds });
await target.stop();

// tsx's loader hooks run on a second thread, which writes its own small profile: take the main thread's, the largest.
const profiles = await Promise.all(
  (await readdir(profileDir))
    .filter((name) => name.endsWith(".cpuprofile"))
    .map(async (name) => ({ name, size: (await stat(join(profileDir, name))).size })),
);
const file = profiles.sort((a, b) => b.size - a.size)[0]?.name;
if (!file) throw new Error(`no .cpuprofile written in ${profileDir}`);
const summary = summariseCpuProfile(join(profileDir, file), WATCHED, 25);

const line = ({ name, ms, share }: TimeShare) => `${(share * 100).toFixed(1).padStart(6)}% ${ms.toFixed(0).padStart(7)} ms  ${name}`;
console.log(
  `target ${key} (${spec.label}): ${Math.round(result.requests.average)} req/s for ${seconds} s, ${result.requests.total} requests`,
);
console.log(
  `profile: ${join(profileDir, file)} (${summary.totalMs.toFixed(0)} ms sampled, ${((summary.totalMs * 1000) / Math.max(1, result.requests.total)).toFixed(0)} us per request)`,
);
console.log("\nby area (self time)");
summary.byArea.forEach((share) => console.log(line(share)));
console.log("\ninclusive time of watched functions");
summary.inclusive.forEach((share) => console.log(line(share)));
console.log("\ntop functions (self time)");
summary.bySelf.forEach((share) => console.log(line(share)));
