// updateProductVariants: W4, overrides price, cost, weight, sku or visibility of chosen variants.
import type { Variant, VariantOverride } from '@cartwright/contracts';
import { UPDATE_VARIANTS_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';

const descriptor = describeCall('PATCH', '/stores/v1/products/{id}/variants', UPDATE_VARIANTS_CONVERSIONS);

/**
 * Sets values on the variants each override names by `choices` or `variantIds`, and returns the
 * product's variants. Admin only. `PATCH /stores/v1/products/{id}/variants` with `{ id, variants }`.
 *
 * @example
 * const variants = await updateProductVariants(client, 'p-1', [{ choices: { Size: 'L' }, price: 30 }]);
 */
export async function updateProductVariants(
  client: StoreClient,
  id: string,
  variants: VariantOverride[],
  options?: CallOptions,
): Promise<Variant[]> {
  const response = await callApi<{ variants?: Variant[] }>(client, descriptor, { id, variants }, options, [
    id,
    variants,
  ]);
  return response.variants ?? [];
}
