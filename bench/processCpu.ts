/** A process's CPU time from /proc (Linux), for figures that hold up better than wall time on shared cores. */
import { readFileSync } from "node:fs";

/** CPU time (user + system, all threads) the process has used so far, assuming 100 clock ticks a second as on Linux; NaN where there is no /proc. */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}
