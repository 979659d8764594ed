// Which paths of each order call hold timestamps and floats (wire.md §2.2–2.3; money is decimal strings).
// Zero dependencies: the client's call descriptors import these lists.

import { CHECKOUT_CONVERSIONS } from '../cart/conversions.js';
import type { CallConversions } from '../catalog/conversions.js';
import { paths, under } from '../path-lists.js';

const none: readonly string[] = [];
const ADDRESS_FLOATS = ['geocode.latitude', 'geocode.longitude'];

/** Timestamps of an order, relative to the order. */
export const ORDER_TIMESTAMP_FIELDS: readonly string[] = /* @__PURE__ */ paths(
  'createdDate',
  'updatedDate',
  'purchasedDate',
  'shippingInfo.logistics.deliveryTimeSlot.from',
  'shippingInfo.logistics.deliveryTimeSlot.to',
  'fulfillments.createdDate',
  'refunds.createdDate',
  'paymentAttempts.createdDate',
  'activities.createdDate',
);
/** Floats of an order, relative to the order. */
export const ORDER_FLOAT_FIELDS: readonly string[] = /* @__PURE__ */ paths(
  'lineItems.physicalProperties.weight',
  /* @__PURE__ */ under('recipientInfo.address', ADDRESS_FLOATS),
  /* @__PURE__ */ under('billingInfo.address', ADDRESS_FLOATS),
  /* @__PURE__ */ under('shippingInfo.logistics.pickupDetails.address', ADDRESS_FLOATS),
);

/** Every call answering `{order}`: complete checkout, get order (buyer, member, admin) and the admin steps. */
export const ORDER_RESPONSE_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: none },
  response: {
    timestamps: /* @__PURE__ */ under('order', ORDER_TIMESTAMP_FIELDS),
    floats: /* @__PURE__ */ under('order', ORDER_FLOAT_FIELDS),
  },
};

/** The order lists (member's own, admin query): `{orders, metadata}`. */
export const ORDERS_PAGE_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: none },
  response: {
    timestamps: /* @__PURE__ */ under('orders', ORDER_TIMESTAMP_FIELDS),
    floats: /* @__PURE__ */ under('orders', ORDER_FLOAT_FIELDS),
  },
};

// A call rather than `CHECKOUT_CONVERSIONS.response` in the literal: bundlers keep a property read (it could run a
// getter), which would pull the checkout's lists into every bundle that takes any of these.
const withCheckoutResponse = (checkout: CallConversions): CallConversions => ({
  request: {
    timestamps: none,
    floats: paths(
      under('checkout.shippingInfo.shippingDestination.address', ADDRESS_FLOATS),
      under('checkout.billingInfo.address', ADDRESS_FLOATS),
    ),
  },
  response: checkout.response,
});

/** PATCH checkout: addresses in, the checkout out (as GET checkout answers it). */
export const UPDATE_CHECKOUT_CONVERSIONS: CallConversions =
  /* @__PURE__ */ withCheckoutResponse(CHECKOUT_CONVERSIONS);
