// Limits on cart lines, apart from the schemas so that a client can import them without TypeBox.

export const MIN_LINE_ITEM_QUANTITY = 1;
export const MAX_LINE_ITEM_QUANTITY = 100_000;
/** Distinct line items one cart may hold (catalog and custom together). */
export const MAX_CART_LINE_ITEMS = 300;
export const CUSTOM_TEXT_MAX_LENGTH = 500;
