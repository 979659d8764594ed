// bulkAdjustProductProperty: W19, raises or lowers price, cost or weight of many products.
import type { BulkAdjustProductPropertiesRequest, BulkProductsResponse } from '@cartwright/contracts';
import { BULK_ADJUST_PRODUCT_PROPERTIES_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';

const descriptor = describeCall(
  'POST',
  '/stores/v1/bulk/products/adjust-properties',
  BULK_ADJUST_PRODUCT_PROPERTIES_CONVERSIONS,
);

/**
 * Adjusts exactly one of price, cost or weight on every product in `ids`, by a signed `amount` or a
 * `percentage {rate, roundToInt}`. Each item succeeds or fails on its own. Admin only.
 * `POST /stores/v1/bulk/products/adjust-properties` with `{ ids, adjust }`.
 *
 * @example
 * await bulkAdjustProductProperty(client, ['p-1'], { price: { percentage: { rate: -10, roundToInt: true } } });
 */
export function bulkAdjustProductProperty(
  client: StoreClient,
  ids: string[],
  adjust: BulkAdjustProductPropertiesRequest['adjust'],
  options?: CallOptions,
): Promise<BulkProductsResponse> {
  return callApi(client, descriptor, { ids, adjust }, options, [ids, adjust]);
}
