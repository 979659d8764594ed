// The back-in-stock limit and error codes, schema-free: the storefront's form imports them without TypeBox
// (the `@cartwright/contracts/back-in-stock-codes` subpath).

/** Open requests one visitor or member may have at once: an address book cannot be signed up for every item. */
export const MAX_OPEN_BACK_IN_STOCK_REQUESTS = 20;

/** Application error codes of the back-in-stock routes. */
export const BACK_IN_STOCK_ERROR_CODES = {
  /** The product or variant can be bought now (409). */
  inStock: 'ITEM_IN_STOCK',
  /** This e-mail already waits for this item (409). */
  alreadyRequested: 'BACK_IN_STOCK_REQUEST_EXISTS',
  /** The caller has MAX_OPEN_BACK_IN_STOCK_REQUESTS open requests already (429). */
  limitReached: 'BACK_IN_STOCK_LIMIT_REACHED',
  /** No such product or variant, or one shoppers cannot see (404). */
  itemNotFound: 'CATALOG_ITEM_NOT_FOUND',
} as const;
