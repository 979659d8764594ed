// getProductOptionsAvailability: R-6, which choices stay available for a partial or full selection.
import type { Choices, ProductOptionsAvailabilityResponse } from '@cartwright/contracts';
import { PRODUCT_OPTIONS_AVAILABILITY_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';

const descriptor = describeCall(
  'POST',
  '/stores-reader/v1/products/{id}/productOptionsAvailability',
  PRODUCT_OPTIONS_AVAILABILITY_CONVERSIONS,
);

/**
 * For the chosen options (option name → choice), the choices that stay available and, once every
 * option is chosen, the `selectedVariant` with its price and stock.
 * `POST /stores-reader/v1/products/{id}/productOptionsAvailability` with `{ id, options }`.
 *
 * @example
 * const { selectedVariant, availableForPurchase } = await getProductOptionsAvailability(client, 'p-1', { Size: 'M', Color: 'Red' });
 */
export function getProductOptionsAvailability(
  client: StoreClient,
  id: string,
  choices: Choices,
  options?: CallOptions,
): Promise<ProductOptionsAvailabilityResponse> {
  return callApi(client, descriptor, { id, options: choices }, options, [id, choices]);
}
