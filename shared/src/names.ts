/** Names and URIs both sides agree on. Bump WIDGET_URI's version when the widget's contract changes: hosts cache templates by URI. */
export const SERVER_NAME = "gift-finder";
export const SERVER_VERSION = "0.1.0";
export const TOOL_NAME = "suggest_gifts";
export const WIDGET_URI = "ui://gift-finder/gift-widget.v1.html";
export const WIDGET_MIME_TYPE = "text/html;profile=mcp-app";
export const CONGRATS_PROMPT_NAME = "gift_congrats_style";
