// A fulfilment row as the order's wire `fulfillments[]` entry.
import type { OrderFulfillment } from '@cartwright/contracts';
import type { OrderFulfillmentRow } from './fulfillments.table.js';

export function fulfillmentToWire(row: OrderFulfillmentRow): OrderFulfillment {
  const tracking = {
    ...(row.tracking_number === null ? {} : { trackingNumber: row.tracking_number }),
    ...(row.shipping_provider === null ? {} : { shippingProvider: row.shipping_provider }),
    ...(row.tracking_link === null ? {} : { trackingLink: row.tracking_link }),
  };
  return {
    id: row.id,
    lineItems: row.line_items,
    ...(Object.keys(tracking).length > 0 ? { trackingInfo: tracking } : {}),
    createdDate: row.created_at.toISOString(),
  };
}
