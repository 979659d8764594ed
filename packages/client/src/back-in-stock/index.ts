// `@cartwright/client/back-in-stock`: a shopper's request to hear when an item is back, and the admin's list and
// counts, by name and as the `backInStock` module for createClient.

export type {
  BackInStockCatalogReference,
  BackInStockCountsResponse,
  BackInStockProductCount,
  BackInStockRequest,
  BackInStockRequestStatus,
  CreateBackInStockRequestRequest,
  ListBackInStockRequestsQuery,
  ListBackInStockRequestsResponse,
} from '@cartwright/contracts';
export * from './calls.js';
/** Every back-in-stock call, for `createClient({ modules: { backInStock } })`. */
export * as backInStock from './calls.js';
