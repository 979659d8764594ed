// The back-in-stock limit and error codes, schema-free: the storefront's form imports them without TypeBox
// (the `@cartwright/contracts/back-in-stock-codes` subpath).

/** Open requests one visitor or member may have at once: an address book cannot be signed up for every item. */
export const MAX_OPEN_BACK_IN_STOCK_REQUESTS = 20;

/**
 * Requests that need their address confirmed, taken from one client address an hour: visitor tokens are
 * free, so the per-shopper limit alone let one machine sign up any number of addresses.
 */
export const BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR = 20;
/** Requests that need confirming taken for one e-mail address an hour: its confirmation e-mails, at most. */
export const BACK_IN_STOCK_REQUESTS_PER_EMAIL_HOUR = 5;
/** How long a confirmation link works; a request not confirmed by then is closed (FAILED). */
export const BACK_IN_STOCK_CONFIRMATION_TTL_DAYS = 7;
/** The storefront page a confirmation e-mail links to: `/back-in-stock/confirm/<token>`. */
export const BACK_IN_STOCK_CONFIRMATION_PAGE_PATH = '/back-in-stock/confirm';

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
  /** BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR or …_PER_EMAIL_HOUR reached (429, with Retry-After). */
  throttled: 'BACK_IN_STOCK_THROTTLED',
  /** No request has this confirmation token (404). */
  confirmationInvalid: 'BACK_IN_STOCK_CONFIRMATION_INVALID',
  /** The confirmation link is older than BACK_IN_STOCK_CONFIRMATION_TTL_DAYS (410). */
  confirmationExpired: 'BACK_IN_STOCK_CONFIRMATION_EXPIRED',
} as const;
