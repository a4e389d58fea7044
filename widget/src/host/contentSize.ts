/**
 * Watches the view's content size and calls back when it changes, for hosts that size the frame from it
 * (MCP Apps `ui/notifications/size-changed`, ChatGPT's `notifyIntrinsicHeight`). Inline the widget never
 * scrolls inside, so the host must know its full height.
 */
export type ContentSize = { width: number; height: number };

export function observeContentSize(view: Window, onChange: (size: ContentSize) => void): () => void {
  const root = view.document.documentElement;
  let last = "";
  const measure = () => {
    // Measured at max-content so a host-imposed iframe height does not feed back into the report.
    const previous = root.style.height;
    root.style.height = "max-content";
    const height = Math.ceil(root.getBoundingClientRect().height);
    root.style.height = previous;
    const width = Math.ceil(view.innerWidth);
    if (`${width}x${height}` === last) return;
    last = `${width}x${height}`;
    onChange({ width, height });
  };
  measure();
  if (typeof ResizeObserver !== "function") return () => {};
  const observer = new ResizeObserver(measure);
  observer.observe(root);
  observer.observe(view.document.body);
  return () => observer.disconnect();
}
