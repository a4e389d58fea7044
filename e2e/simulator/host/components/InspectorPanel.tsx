import type { SimulatorState } from "../simulatorState.ts";

function size(value: unknown): string {
  return value === null || value === undefined ? "none" : `${JSON.stringify(value).length} chars`;
}

/** What the host knows: the CSP it applied, what the widget sent back, and what the model would see. */
export function InspectorPanel({ state }: { state: SimulatorState }) {
  const firstRender = state.marks.find((mark) => mark.name === "gift-finder:first-render");
  return (
    <section className="panel inspector" aria-label="Host state">
      <h2>Host state</h2>
      <dl>
        <dt>Applied CSP</dt>
        <dd data-testid="applied-csp">
          <code>{state.document ? (state.document.contentSecurityPolicy ?? "none (developer mode, no openai/widgetCSP)") : "—"}</code>
          {state.document && (
            <small>
              {" "}
              (this host reads {state.document.cspDialect}; declared in: {state.document.cspDialects.join(" + ") || "nothing"})
            </small>
          )}
        </dd>
        <dt>First render</dt>
        <dd>{firstRender ? `${Math.round(firstRender.startTime)} ms after the widget document started` : "—"}</dd>
        <dt>Follow-ups ({state.followUps.length})</dt>
        <dd>
          <ul>
            {state.followUps.map((followUp, index) => (
              <li key={index} data-testid="follow-up">
                {followUp.ignored ? "[ignored] " : ""}
                {followUp.text}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Links opened ({state.openedLinks.length})</dt>
        <dd>{state.openedLinks.join(", ") || "—"}</dd>
        <dt>Model context ({size(state.modelContext)})</dt>
        <dd>
          <pre>{state.modelContext === null ? "—" : JSON.stringify(state.modelContext, null, 1)}</pre>
        </dd>
        <dt>Widget state ({size(state.widgetState)})</dt>
        <dd>
          <pre>{state.widgetState === null ? "—" : JSON.stringify(state.widgetState, null, 1)}</pre>
        </dd>
      </dl>
    </section>
  );
}
