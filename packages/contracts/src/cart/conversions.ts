// Which paths of each current-cart call hold timestamps and floats (wire.md §2.2–2.3; money is decimal strings).
// Zero dependencies: the client's call descriptors import these lists.
import type { CallConversions } from '../catalog/conversions.js';
import { paths, under } from '../path-lists.js';

const none: readonly string[] = [];

/** Timestamps of a line item, relative to the line item. */
const LINE_ITEM_TIMESTAMP_FIELDS = [
  'subscriptionOptionInfo.subscriptionSettings.startDate',
  'serviceProperties.scheduledDate',
  'serviceProperties.endDate',
  'image.urlExpirationDate',
];
/** Floats of a line item, relative to the line item. */
const LINE_ITEM_FLOAT_FIELDS = ['physicalProperties.weight', 'image.focalPoint.x', 'image.focalPoint.y'];
const ADDRESS_FLOATS = ['geocode.latitude', 'geocode.longitude'];

/** Timestamps of a cart, relative to the cart. */
export const CART_TIMESTAMP_FIELDS: readonly string[] = /* @__PURE__ */ paths(
  'createdDate',
  'updatedDate',
  /* @__PURE__ */ under('lineItems', LINE_ITEM_TIMESTAMP_FIELDS),
);
/** Floats of a cart, relative to the cart. */
export const CART_FLOAT_FIELDS: readonly string[] = /* @__PURE__ */ paths(
  /* @__PURE__ */ under('lineItems', LINE_ITEM_FLOAT_FIELDS),
  /* @__PURE__ */ under('contactInfo.address', ADDRESS_FLOATS),
);

/* @__NO_SIDE_EFFECTS__ */
function cartUnder(key: string) {
  return {
    timestamps: /* @__PURE__ */ under(key, CART_TIMESTAMP_FIELDS),
    floats: /* @__PURE__ */ under(key, CART_FLOAT_FIELDS),
  };
}

const CART_WRITE_REQUEST = {
  timestamps: none,
  floats: /* @__PURE__ */ paths(
    'customLineItems.physicalProperties.weight',
    /* @__PURE__ */ under('cartInfo.contactInfo.address', ADDRESS_FLOATS),
  ),
};

/** C1 get, C4 remove line items, C6 remove coupon, C7 update quantities: `{cart}`. */
export const CART_RESPONSE_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: none },
  response: cartUnder('cart'),
};

/** C2 update and C3 add: custom line item weights in, the cart out. */
export const CART_WRITE_CONVERSIONS: CallConversions = {
  request: CART_WRITE_REQUEST,
  response: cartUnder('cart'),
};

/** C5 create checkout: addresses in, `checkoutId` out. */
export const CREATE_CHECKOUT_CONVERSIONS: CallConversions = {
  request: {
    timestamps: none,
    floats: /* @__PURE__ */ paths(
      /* @__PURE__ */ under('shippingAddress', ADDRESS_FLOATS),
      /* @__PURE__ */ under('billingAddress', ADDRESS_FLOATS),
    ),
  },
  response: { timestamps: none, floats: none },
};

const SHIPPING_OPTION_TIMESTAMPS = ['logistics.deliveryTimeSlot.from', 'logistics.deliveryTimeSlot.to'];
const SHIPPING_OPTION_FLOATS = /* @__PURE__ */ under('logistics.pickupDetails.address', ADDRESS_FLOATS);

/** C8 estimate totals. */
export const ESTIMATE_TOTALS_CONVERSIONS: CallConversions = {
  request: CREATE_CHECKOUT_CONVERSIONS.request,
  response: {
    timestamps: /* @__PURE__ */ paths(
      /* @__PURE__ */ under('cart', CART_TIMESTAMP_FIELDS),
      /* @__PURE__ */ under('shippingInfo.selectedCarrierServiceOption', SHIPPING_OPTION_TIMESTAMPS),
      /* @__PURE__ */ under('shippingInfo.carrierServiceOptions.shippingOptions', SHIPPING_OPTION_TIMESTAMPS),
      'membershipOptions.eligibleMemberships.expirationDate',
      'membershipOptions.invalidMemberships.membership.expirationDate',
    ),
    floats: /* @__PURE__ */ paths(
      /* @__PURE__ */ under('cart', CART_FLOAT_FIELDS),
      /* @__PURE__ */ under('shippingInfo.selectedCarrierServiceOption', SHIPPING_OPTION_FLOATS),
      /* @__PURE__ */ under('shippingInfo.carrierServiceOptions.shippingOptions', SHIPPING_OPTION_FLOATS),
      'appliedDiscounts.merchantDiscount.percentage',
    ),
  },
};

/** GET checkout: the snapshot's dates and floats, where the cart and the estimate have them. */
export const CHECKOUT_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: none },
  response: {
    timestamps: /* @__PURE__ */ paths(
      'checkout.createdDate',
      'checkout.updatedDate',
      'checkout.paymentAttempts.createdDate',
      /* @__PURE__ */ under('checkout.lineItems', LINE_ITEM_TIMESTAMP_FIELDS),
      /* @__PURE__ */ under('checkout.shippingInfo.selectedCarrierServiceOption', SHIPPING_OPTION_TIMESTAMPS),
      /* @__PURE__ */ under(
        'checkout.shippingInfo.carrierServiceOptions.shippingOptions',
        SHIPPING_OPTION_TIMESTAMPS,
      ),
      'checkout.membershipOptions.eligibleMemberships.expirationDate',
      'checkout.membershipOptions.invalidMemberships.membership.expirationDate',
    ),
    floats: /* @__PURE__ */ paths(
      /* @__PURE__ */ under('checkout.lineItems', LINE_ITEM_FLOAT_FIELDS),
      /* @__PURE__ */ under('checkout.billingInfo.address', ADDRESS_FLOATS),
      /* @__PURE__ */ under('checkout.shippingInfo.shippingDestination.address', ADDRESS_FLOATS),
      /* @__PURE__ */ under('checkout.shippingInfo.selectedCarrierServiceOption', SHIPPING_OPTION_FLOATS),
      /* @__PURE__ */ under(
        'checkout.shippingInfo.carrierServiceOptions.shippingOptions',
        SHIPPING_OPTION_FLOATS,
      ),
      'checkout.appliedDiscounts.merchantDiscount.percentage',
    ),
  },
};
