/**
 * Reads a V8 `.cpuprofile` (from `node --cpu-prof`) and says where the time went: self time per function,
 * time per source area (our code, each package, Node internals, GC, idle), and inclusive time of watched
 * functions, each matched on "<function name> <script url>".
 */
import { readFileSync } from "node:fs";

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface TimeShare {
  readonly name: string;
  readonly ms: number;
  readonly share: number;
}

export interface WatchedFunction {
  readonly label: string;
  readonly pattern: RegExp;
}

export interface ProfileSummary {
  readonly totalMs: number;
  readonly bySelf: readonly TimeShare[];
  readonly byArea: readonly TimeShare[];
  readonly inclusive: readonly TimeShare[];
}

/** Where a frame's code lives: "node_modules/<package>", "server/src/<folder>", "node:internal", or a V8 pseudo-frame. */
function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (url === "") return functionName.startsWith("(") ? functionName : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const ours = /\/((?:server|shared)\/src\/[^/]+)/.exec(url);
  if (ours?.[1]) return ours[1];
  if (url.startsWith("node:")) return "node:internal";
  return url;
}

const shortUrl = (url: string) => url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(server|shared|bench)\//, "$1/");
const frameKey = (frame: CallFrame) => `${frame.functionName || "(anonymous)"} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;

function ranked(totals: Map<string, number>, totalMs: number, limit: number): TimeShare[] {
  return [...totals.entries()]
    .map(([name, us]) => ({ name, ms: us / 1000, share: us / 1000 / totalMs }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
}

export function summariseCpuProfile(path: string, watched: readonly WatchedFunction[] = [], limit = 20): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  const self = new Map<string, number>();
  const area = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    totalUs += delta;
    self.set(frameKey(node.callFrame), (self.get(frameKey(node.callFrame)) ?? 0) + delta);
    area.set(areaOf(node.callFrame), (area.get(areaOf(node.callFrame)) ?? 0) + delta);
    // Count each watched function once per sample, however deep the recursion.
    const seen = new Set<string>();
    for (let cursor: number | undefined = id; cursor !== undefined; cursor = parentOf.get(cursor)) {
      const frame = byId.get(cursor)?.callFrame;
      if (!frame) break;
      const hit = watched.find(({ pattern }) => pattern.test(`${frame.functionName} ${frame.url}`));
      if (hit && !seen.has(hit.label)) {
        seen.add(hit.label);
        inclusive.set(hit.label, (inclusive.get(hit.label) ?? 0) + delta);
      }
    }
  });
  const totalMs = totalUs / 1000;
  return {
    totalMs,
    bySelf: ranked(self, totalMs, limit),
    byArea: ranked(area, totalMs, limit),
    inclusive: ranked(inclusive, totalMs, limit),
  };
}
