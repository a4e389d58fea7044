/** Every state that is not a list of ideas, each saying what happened and what can be done. */
import type { ReactNode } from "react";
import { useI18n } from "../i18n/i18n.ts";

function Status({ title, children, tone = "info" }: { title: string; children?: ReactNode; tone?: "info" | "error" }) {
  return (
    <section className={`gf-status gf-status-${tone}`} role={tone === "error" ? "alert" : "status"}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function NoHostView({ reason }: { reason?: string }) {
  const { t } = useI18n();
  return (
    <Status title={t.noHostTitle}>
      <p>{t.noHostText}</p>
      {reason && <p className="gf-muted">{t.noHostReason(reason)}</p>}
    </Status>
  );
}

export function WaitingView() {
  const { t } = useI18n();
  return (
    <Status title={t.waitingTitle}>
      <p className="gf-muted">{t.waitingText}</p>
    </Status>
  );
}

export function PendingView({ summary }: { summary: string }) {
  const { t } = useI18n();
  return (
    <Status title={t.pendingTitle}>
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

/** Inline there is no form: the person refines in full screen, or in the chat. */
export function BusinessErrorView({ message, children }: { message: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Status title={t.businessErrorTitle} tone="error">
      <p data-testid="error-message">{message}</p>
      {children}
    </Status>
  );
}

export function ContractErrorView({ issues }: { issues: readonly string[] }) {
  const { t } = useI18n();
  return (
    <Status title={t.contractErrorTitle} tone="error">
      <p>{t.contractErrorText}</p>
      <ul className="gf-issues" data-testid="error-message">
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </Status>
  );
}

export function StructuredMissingView({ text }: { text: string }) {
  const { t } = useI18n();
  return (
    <Status title={t.structuredMissingTitle}>
      <p>{t.structuredMissingText}</p>
      {text ? <blockquote className="gf-quote">{text}</blockquote> : <p className="gf-muted">{t.noTextEither}</p>}
    </Status>
  );
}

export function CancelledView({ reason }: { reason?: string }) {
  const { t } = useI18n();
  return (
    <Status title={t.cancelledTitle}>
      <p className="gf-muted">{reason ? t.cancelledReason(reason) : t.cancelledText}</p>
    </Status>
  );
}
