// queryProductVariants: R-7, one product's variants by choices or variant ids, with paging.
import type { QueryProductVariantsRequest, QueryProductVariantsResponse } from '@cartwright/contracts';
import { QUERY_PRODUCT_VARIANTS_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';

const descriptor = describeCall(
  'POST',
  '/stores-reader/v1/products/{id}/variants/query',
  QUERY_PRODUCT_VARIANTS_CONVERSIONS,
);

/** `choices`, `variantIds`, `paging {limit, offset}`, `includeMerchantSpecificData`, plus call options. */
export type QueryProductVariantsOptions = Omit<QueryProductVariantsRequest, 'id'> & CallOptions;

/**
 * Lists a product's variants, optionally only those matching `choices` or `variantIds`.
 * `POST /stores-reader/v1/products/{id}/variants/query`; the answer carries `variants`,
 * `metadata {items, offset}` and `totalResults`.
 *
 * @example
 * const { variants, totalResults } = await queryProductVariants(client, 'p-1', { choices: { Size: 'M' } });
 */
export function queryProductVariants(
  client: StoreClient,
  id: string,
  options: QueryProductVariantsOptions = {},
): Promise<QueryProductVariantsResponse> {
  const { signal, timeoutMs, ...request } = options;
  return callApi(client, descriptor, { id, ...request }, { signal, timeoutMs }, [id, options]);
}
