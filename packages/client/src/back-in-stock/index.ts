// `@cartwright/client/back-in-stock`: a shopper's request to hear when an item is back and its address's
// confirmation, and the admin's list and counts, by name and as the `backInStock` module for createClient.

export type {
  BackInStockCatalogReference,
  BackInStockCountsResponse,
  BackInStockProductCount,
  BackInStockRequest,
  BackInStockRequestStatus,
  ConfirmBackInStockRequestRequest,
  CreateBackInStockRequestRequest,
  ListBackInStockRequestsQuery,
  ListBackInStockRequestsResponse,
} from '@cartwright/contracts';
export {
  BACK_IN_STOCK_CONFIRMATION_TTL_DAYS,
  BACK_IN_STOCK_ERROR_CODES,
} from '@cartwright/contracts/back-in-stock-codes';
export * from './calls.js';
/** Every back-in-stock call, for `createClient({ modules: { backInStock } })`. */
export * as backInStock from './calls.js';
