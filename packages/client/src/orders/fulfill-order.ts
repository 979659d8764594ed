// fulfillOrder: an admin ships some lines of an order, or all that is left, with tracking.
import type { FulfillOrderRequest } from '@cartwright/contracts';
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor = describeCall(
  'POST',
  '/cartwright/v1/orders/{id}/fulfillments',
  ORDER_RESPONSE_CONVERSIONS,
);

/** What ships: `lineItems` (default: every unit not shipped yet) and the parcel's tracking (link: https only). */
export type Fulfillment = Omit<FulfillOrderRequest, 'id'>;

/**
 * Records a shipment and e-mails the buyer; the fulfilment status becomes PARTIALLY_FULFILLED or FULFILLED.
 * Admins only. `POST /cartwright/v1/orders/{id}/fulfillments` with `{ id, lineItems?, trackingInfo? }`;
 * 409 `NOTHING_TO_FULFILL` (`data.lineItems[{id, remaining}]` when more was asked than is left),
 * `ORDER_IS_CANCELLED`.
 *
 * @example
 * const order = await fulfillOrder(client, orderId, {
 *   trackingInfo: { trackingNumber: '1Z999AA10123456784', shippingProvider: 'UPS', trackingLink: 'https://track.example/1Z999AA10123456784' },
 * });
 */
export function fulfillOrder(
  client: StoreClient,
  id: string,
  fulfillment: Fulfillment = {},
  options?: CallOptions,
): Promise<Order> {
  return callApiFor<Order>('order', client, descriptor, { ...fulfillment, id }, options, [id, fulfillment]);
}
