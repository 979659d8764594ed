// `@cartwright/client/back-in-stock`: a shopper's request to hear when an item is back, and the admin's list and
// counts, by name and as the `backInStock` module for createClient.
import { countBackInStockRequests } from './count-back-in-stock-requests.js';
import { createBackInStockRequest } from './create-back-in-stock-request.js';
import { listBackInStockRequests } from './list-back-in-stock-requests.js';

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
export { countBackInStockRequests, createBackInStockRequest, listBackInStockRequests };

/** Every back-in-stock call, for `createClient({ modules: { backInStock } })`. */
export const backInStock = { countBackInStockRequests, createBackInStockRequest, listBackInStockRequests };
