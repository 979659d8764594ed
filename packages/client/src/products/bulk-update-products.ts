// bulkUpdateProducts: W18, sets one property on many products.
import type { BulkProductsResponse, BulkUpdateProductsRequest } from '@cartwright/contracts';
import { BULK_UPDATE_PRODUCTS_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';

const descriptor = describeCall('POST', '/stores/v1/bulk/products/update', BULK_UPDATE_PRODUCTS_CONVERSIONS);

/**
 * Sets exactly one of price, cost, weight, ribbon or brand on every product in `ids`. Each item
 * succeeds or fails on its own: see `results[].itemMetadata` and `bulkActionMetadata`. Admin only.
 * `POST /stores/v1/bulk/products/update` with `{ ids, set }`.
 *
 * @example
 * const { bulkActionMetadata } = await bulkUpdateProducts(client, ['p-1', 'p-2'], { price: 20 });
 */
export function bulkUpdateProducts(
  client: StoreClient,
  ids: string[],
  set: BulkUpdateProductsRequest['set'],
  options?: CallOptions,
): Promise<BulkProductsResponse> {
  return callApi(client, descriptor, { ids, set }, options, [ids, set]);
}
