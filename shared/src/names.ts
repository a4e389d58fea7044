/** Names and URIs both sides agree on. Bump WIDGET_URI's version when the widget's contract changes: hosts cache templates by URI. */
export const SERVER_NAME = "gift-finder";
export const SERVER_VERSION = "0.1.0";
export const TOOL_NAME = "suggest_gifts";
export const WIDGET_URI = "ui://gift-finder/gift-widget.v2.html";
export const CONGRATS_PROMPT_NAME = "gift_congrats_style";
export const CARD_MESSAGE_PROMPT_NAME = "gift_card_message";
export const GIFT_CARDS_TOOL_NAME = "suggest_gift_cards";
/** The catalog summary, a plain resource beside the per-category template. */
export const GIFT_CATALOG_URI = "mcp://gift-server/resources/gift_catalog";
export const CATEGORY_URI_PREFIX = "mcp://gift-server/resources/categories/";
export const CATEGORY_URI_TEMPLATE = `${CATEGORY_URI_PREFIX}{slug}`;
