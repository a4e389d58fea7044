import { type FormEvent, useCallback, useState } from "react";
import { DEVICE_PROFILES } from "../hostContext.ts";
import type { SimulatorHost } from "../simulatorHost.ts";
import type { SimulatorState } from "../simulatorState.ts";

function WidgetSlot({ host, anchor }: { host: SimulatorHost; anchor: string }) {
  const attach = useCallback((element: HTMLDivElement | null) => host.attachWidgetSlot(anchor, element), [host, anchor]);
  return <div className="widget-slot" data-testid="widget-slot" ref={attach} />;
}

function ToolForm({ host }: { host: SimulatorHost }) {
  const [occasion, setOccasion] = useState("birthday");
  const [budget, setBudget] = useState("100");
  const [recipient, setRecipient] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const args = { occasion, budget: Number(budget), ...(recipient.trim() ? { recipient: recipient.trim() } : {}) };
    void host.callTool(`(form) suggest_gifts ${JSON.stringify(args)}`, args);
  };
  return (
    <form className="tool-form" onSubmit={submit} aria-label="Call the tool directly">
      <label>
        Occasion <input value={occasion} onChange={(event) => setOccasion(event.target.value)} />
      </label>
      <label>
        Budget $ <input type="number" min={1} step="any" value={budget} onChange={(event) => setBudget(event.target.value)} />
      </label>
      <label>
        Recipient <input value={recipient} onChange={(event) => setRecipient(event.target.value)} />
      </label>
      <button type="submit">Call suggest_gifts</button>
    </form>
  );
}

export function DeviceView({ host, state }: { host: SimulatorHost; state: SimulatorState }) {
  const [prompt, setPrompt] = useState(state.settings.prompt);
  const device = DEVICE_PROFILES[state.settings.device];
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (prompt.trim()) void host.runTurn(prompt.trim());
  };
  return (
    <section className="device-column" aria-label="Conversation">
      <div
        className="device"
        data-testid="device"
        data-device={state.settings.device}
        style={{ width: device.width, height: device.height }}
      >
        {state.settings.displayMode === "fullscreen" && (
          <div className="fullscreen-header">
            <span>Gift Finder</span>
            <button type="button" onClick={() => host.setSurroundings({ displayMode: "inline" })}>
              Exit fullscreen
            </button>
          </div>
        )}
        <div className="thread">
          {state.thread.map((message) => (
            <div key={message.key}>
              <p className={`message ${message.role}`} data-testid={`message-${message.role}`}>
                {message.text}
              </p>
              {message.key === state.widgetAnchor && <WidgetSlot host={host} anchor={message.key} />}
            </div>
          ))}
        </div>
        <form className="composer" onSubmit={send}>
          <input
            aria-label="Message"
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder="Ask for gift ideas…"
          />
          <button type="submit">Send</button>
        </form>
      </div>
      <details className="tool-form-box">
        <summary>Call the tool with a form</summary>
        <ToolForm host={host} />
      </details>
    </section>
  );
}
