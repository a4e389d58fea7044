/** Every state that is not a list of ideas, each saying what happened and what can be done. */
import type { ReactNode } from "react";

function Status({ title, children, tone = "info" }: { title: string; children?: ReactNode; tone?: "info" | "error" }) {
  return (
    <section className={`gf-status gf-status-${tone}`} role={tone === "error" ? "alert" : "status"}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function NoHostView({ reason }: { reason?: string }) {
  return (
    <Status title="Gift Finder needs a chat host">
      <p>This view shows gift ideas inside ChatGPT or another MCP Apps host. Ask for gift ideas in a chat that has Gift Finder connected.</p>
      {reason && <p className="gf-muted">{reason}</p>}
    </Status>
  );
}

export function WaitingView() {
  return (
    <Status title="Waiting for a gift request…">
      <p className="gf-muted">The ideas appear here as soon as the assistant asks for them.</p>
    </Status>
  );
}

export function PendingView({ summary }: { summary: string }) {
  return (
    <Status title="Finding gift ideas…">
      {summary && (
        <p className="gf-query" data-testid="query-summary">
          {summary}
        </p>
      )}
      <div className="gf-skeletons" aria-hidden="true">
        <div className="gf-skeleton" />
        <div className="gf-skeleton" />
        <div className="gf-skeleton" />
      </div>
    </Status>
  );
}

export function BusinessErrorView({ message, children }: { message: string; children: ReactNode }) {
  return (
    <Status title="No ideas for this search" tone="error">
      <p data-testid="error-message">{message}</p>
      {children}
    </Status>
  );
}

export function ContractErrorView({ issues }: { issues: readonly string[] }) {
  return (
    <Status title="The gift ideas arrived in an unexpected shape" tone="error">
      <p>The server's result does not match the contract this widget was built for, so it is not shown.</p>
      <ul className="gf-issues" data-testid="error-message">
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </Status>
  );
}

export function StructuredMissingView({ text }: { text: string }) {
  return (
    <Status title="This host did not pass the structured result">
      <p>The widget needs the result's structured data to draw the ideas. Here is what the host did pass:</p>
      {text ? <blockquote className="gf-quote">{text}</blockquote> : <p className="gf-muted">(no text either)</p>}
    </Status>
  );
}

export function CancelledView({ reason }: { reason?: string }) {
  return (
    <Status title="The gift search was cancelled">
      <p className="gf-muted">{reason ? `Reason: ${reason}` : "Ask again in the chat to get ideas."}</p>
    </Status>
  );
}
