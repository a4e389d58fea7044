/** What the widget is showing, published on its root as `data-state` for tests and tools to read. */
export const WIDGET_ROOT_STATES = ["no-host", "waiting", "pending", "results", "business-error", "contract-error", "cancelled", "structured-missing"] as const;
export type WidgetRootState = (typeof WIDGET_ROOT_STATES)[number];
