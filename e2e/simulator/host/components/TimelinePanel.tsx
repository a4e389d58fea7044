import { useState, useSyncExternalStore } from "react";
import type { TimelineChannel, TimelineEntry } from "../../shared/timeline.ts";
import type { SimulatorHost } from "../simulatorHost.ts";

const CHANNELS: readonly TimelineChannel[] = ["mcp", "fixture", "bridge", "host", "console", "csp"];
const ARROWS: Record<TimelineEntry["direction"], string> = {
  "host->server": "host → server",
  "server->host": "server → host",
  "host->widget": "host → widget",
  "widget->host": "widget → host",
  widget: "widget",
  host: "host",
};

function download(name: string, text: string): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

function isProblem(entry: TimelineEntry): boolean {
  return entry.channel === "csp" || entry.kind === "error" || entry.method === "console.error";
}

export function TimelinePanel({ host }: { host: SimulatorHost }) {
  const entries = useSyncExternalStore(host.timeline.subscribe, host.timeline.entries);
  const [hidden, toggle] = useHiddenChannels();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="panel timeline" aria-label="Timeline">
      <TimelineHeading entries={entries} />
      <TimelineTools hidden={hidden} onToggle={toggle} onExport={() => exportTimeline(host)} />
      <ol className="timeline-entries">
        {entries
          .filter((entry) => !hidden.has(entry.channel))
          .map((entry) => (
            <TimelineRow
              key={entry.seq}
              entry={entry}
              open={open === entry.seq}
              onToggle={() => setOpen(open === entry.seq ? null : entry.seq)}
            />
          ))}
      </ol>
    </section>
  );
}

function useHiddenChannels(): [ReadonlySet<TimelineChannel>, (channel: TimelineChannel) => void] {
  const [hidden, setHidden] = useState<ReadonlySet<TimelineChannel>>(new Set());
  const toggle = (channel: TimelineChannel) => {
    const next = new Set(hidden);
    if (next.has(channel)) next.delete(channel);
    else next.add(channel);
    setHidden(next);
  };
  return [hidden, toggle];
}

function exportTimeline(host: SimulatorHost): void {
  download(`gift-finder-timeline-${Date.now()}.json`, JSON.stringify(host.exportTimeline(), null, 2));
}

function TimelineHeading({ entries }: { entries: readonly TimelineEntry[] }) {
  const cspViolations = entries.filter((entry) => entry.method === "securitypolicyviolation").length;
  const consoleErrors = entries.filter((entry) => entry.method === "console.error").length;
  return (
    <h2>
      Timeline <small>{entries.length} entries · </small>
      <small data-testid="csp-violation-count">{cspViolations} CSP violations</small>
      <small> · </small>
      <small data-testid="console-error-count">{consoleErrors} console errors</small>
    </h2>
  );
}

function TimelineTools({
  hidden,
  onToggle,
  onExport,
}: {
  hidden: ReadonlySet<TimelineChannel>;
  onToggle: (channel: TimelineChannel) => void;
  onExport: () => void;
}) {
  return (
    <div className="timeline-tools">
      {CHANNELS.map((channel) => (
        <label key={channel}>
          <input type="checkbox" checked={!hidden.has(channel)} onChange={() => onToggle(channel)} />
          {channel}
        </label>
      ))}
      <button type="button" data-testid="export-timeline" onClick={onExport}>
        Export JSON
      </button>
    </div>
  );
}

function TimelineRow({ entry, open, onToggle }: { entry: TimelineEntry; open: boolean; onToggle: () => void }) {
  return (
    <li data-testid="timeline-entry" data-channel={entry.channel} className={isProblem(entry) ? "problem" : undefined}>
      <button type="button" className="entry-line" onClick={onToggle}>
        <span className="at">{(entry.atMs / 1000).toFixed(3)}s</span>
        <span className={`channel ${entry.channel}`}>{entry.channel}</span>
        <span className="direction">{ARROWS[entry.direction]}</span>
        <span className="method">
          {entry.method ?? entry.kind}
          {entry.id !== undefined ? ` #${entry.id}` : ""}
        </span>
        {entry.correlationId && <span className="correlation">{entry.correlationId}</span>}
        {entry.durationMs !== undefined && <span className="duration">{entry.durationMs} ms</span>}
        <span className="summary">{entry.summary}</span>
      </button>
      {open && <pre className="payload">{JSON.stringify(entry.payload ?? null, null, 2)}</pre>}
    </li>
  );
}
