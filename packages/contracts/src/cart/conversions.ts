// Which paths of each current-cart call hold timestamps and floats (wire.md §2.2–2.3; money is decimal strings).
// Zero dependencies: the client's call descriptors import these lists.
import type { CallConversions } from '../catalog/conversions.js';

const under = (prefix: string, fields: readonly string[]) => fields.map((field) => `${prefix}.${field}`);
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
export const CART_TIMESTAMP_FIELDS: readonly string[] = [
  'createdDate',
  'updatedDate',
  ...under('lineItems', LINE_ITEM_TIMESTAMP_FIELDS),
];
/** Floats of a cart, relative to the cart. */
export const CART_FLOAT_FIELDS: readonly string[] = [
  ...under('lineItems', LINE_ITEM_FLOAT_FIELDS),
  ...under('contactInfo.address', ADDRESS_FLOATS),
];

const cartUnder = (key: string) => ({
  timestamps: under(key, CART_TIMESTAMP_FIELDS),
  floats: under(key, CART_FLOAT_FIELDS),
});

const CART_WRITE_REQUEST = {
  timestamps: none,
  floats: [
    'customLineItems.physicalProperties.weight',
    ...under('cartInfo.contactInfo.address', ADDRESS_FLOATS),
  ],
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
    floats: [...under('shippingAddress', ADDRESS_FLOATS), ...under('billingAddress', ADDRESS_FLOATS)],
  },
  response: { timestamps: none, floats: none },
};

const SHIPPING_OPTION_TIMESTAMPS = ['logistics.deliveryTimeSlot.from', 'logistics.deliveryTimeSlot.to'];
const SHIPPING_OPTION_FLOATS = under('logistics.pickupDetails.address', ADDRESS_FLOATS);

/** C8 estimate totals. */
export const ESTIMATE_TOTALS_CONVERSIONS: CallConversions = {
  request: CREATE_CHECKOUT_CONVERSIONS.request,
  response: {
    timestamps: [
      ...under('cart', CART_TIMESTAMP_FIELDS),
      ...under('shippingInfo.selectedCarrierServiceOption', SHIPPING_OPTION_TIMESTAMPS),
      ...under('shippingInfo.carrierServiceOptions.shippingOptions', SHIPPING_OPTION_TIMESTAMPS),
      'membershipOptions.eligibleMemberships.expirationDate',
      'membershipOptions.invalidMemberships.membership.expirationDate',
    ],
    floats: [
      ...under('cart', CART_FLOAT_FIELDS),
      ...under('shippingInfo.selectedCarrierServiceOption', SHIPPING_OPTION_FLOATS),
      ...under('shippingInfo.carrierServiceOptions.shippingOptions', SHIPPING_OPTION_FLOATS),
      'appliedDiscounts.merchantDiscount.percentage',
    ],
  },
};

/** GET checkout: the snapshot's dates and floats, where the cart and the estimate have them. */
export const CHECKOUT_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: none },
  response: {
    timestamps: [
      'checkout.createdDate',
      'checkout.updatedDate',
      ...under('checkout.lineItems', LINE_ITEM_TIMESTAMP_FIELDS),
      ...under('checkout.shippingInfo.selectedCarrierServiceOption', SHIPPING_OPTION_TIMESTAMPS),
      ...under('checkout.shippingInfo.carrierServiceOptions.shippingOptions', SHIPPING_OPTION_TIMESTAMPS),
      'checkout.membershipOptions.eligibleMemberships.expirationDate',
      'checkout.membershipOptions.invalidMemberships.membership.expirationDate',
    ],
    floats: [
      ...under('checkout.lineItems', LINE_ITEM_FLOAT_FIELDS),
      ...under('checkout.billingInfo.address', ADDRESS_FLOATS),
      ...under('checkout.shippingInfo.shippingDestination.address', ADDRESS_FLOATS),
      ...under('checkout.shippingInfo.selectedCarrierServiceOption', SHIPPING_OPTION_FLOATS),
      ...under('checkout.shippingInfo.carrierServiceOptions.shippingOptions', SHIPPING_OPTION_FLOATS),
      'checkout.appliedDiscounts.merchantDiscount.percentage',
    ],
  },
};
