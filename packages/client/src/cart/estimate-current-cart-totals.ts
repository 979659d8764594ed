// estimateCurrentCartTotals: C8, prices the current cart for an address and shipping option.
import type { EstimateTotalsRequest } from '@cartwright/contracts';
import { ESTIMATE_TOTALS_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { EstimateTotalsResponse } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/ecom/v1/carts/current/estimate-totals',
  // A POST that changes nothing: safe to try once more after a network failure or 502/503/504.
  retry: 'read',
  dates: ESTIMATE_TOTALS_CONVERSIONS.response.timestamps,
  floats: ESTIMATE_TOTALS_CONVERSIONS.response.floats,
};

/**
 * Computes the totals of the current cart: subtotal, discounts, shipping options and cost, tax, total, and
 * the violations (e.g. unavailable items). `POST /ecom/v1/carts/current/estimate-totals`; returns the whole answer.
 *
 * @example
 * const { priceSummary, shippingInfo } = await estimateCurrentCartTotals(client, {
 *   shippingAddress: { country: 'US', subdivision: 'US-CA', postalCode: '94103' },
 * });
 */
export async function estimateCurrentCartTotals(
  client: StoreClient,
  body: EstimateTotalsRequest = {},
  options?: CallOptions,
): Promise<EstimateTotalsResponse> {
  return callFixedPath<EstimateTotalsResponse>(client, descriptor, body, options, [body]);
}
