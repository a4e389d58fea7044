import { Component, type ContextType, type ErrorInfo, type ReactNode } from "react";
import { I18nContext } from "../i18n/i18n.ts";

interface Props {
  /** A new value clears the error, e.g. when the next result arrives. */
  resetKey: unknown;
  children: ReactNode;
}

/** The last line of defence: a rendering bug shows a message inside the frame, never a blank one. */
export class ErrorBoundary extends Component<Props, { error: Error | null; key: unknown }> {
  static override contextType = I18nContext;
  declare context: ContextType<typeof I18nContext>;
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: unknown }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("[gift-finder] the widget failed to render", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="gf-status gf-status-error" role="alert">
        <h2>{this.context.t.renderFailedTitle}</h2>
        <p data-testid="error-message">{this.state.error.message}</p>
      </section>
    );
  }
}
