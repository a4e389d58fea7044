/** What the widget is showing, published on its root as `data-state` for tests and tools to read. */
export type WidgetRootState =
  | "no-host"
  | "waiting"
  | "pending"
  | "results"
  | "business-error"
  | "contract-error"
  | "cancelled"
  | "structured-missing";
