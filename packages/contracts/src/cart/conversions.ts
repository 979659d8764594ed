// Which paths of each current-cart call hold timestamps and floats (wire.md §2.2–2.3; money is decimal strings),
// as path patterns (`../path-lists.ts`). Zero dependencies: the client's call descriptors use these tables. Each
// is one string literal, as in `../catalog/conversions.ts`, so a bundle keeps only the tables it uses.
import type { CallConversions } from '../catalog/conversions.js';
import type { PathPattern } from '../path-lists.js';

/** Timestamps of a cart, relative to the cart. */
export const CART_TIMESTAMP_FIELDS: PathPattern =
  '{createdDate,updatedDate,lineItems.{subscriptionOptionInfo.subscriptionSettings.startDate,serviceProperties.{scheduledDate,endDate},image.urlExpirationDate}}';
/** Floats of a cart, relative to the cart. */
export const CART_FLOAT_FIELDS: PathPattern =
  '{lineItems.{physicalProperties.weight,image.focalPoint.{x,y}},contactInfo.address.geocode.{latitude,longitude}}';

// Sides are shared as constants, never read off another table: a property read at module level would keep
// that table in every bundle.
const noSide = { timestamps: '', floats: '' };
/**
 * The response side of every current-cart call (`{cart}`). Exported on its own so a client call reads it
 * without the table around it: a bundle then carries no request side it never sends.
 */
export const CART_RESPONSE_SIDE = {
  timestamps:
    'cart.{createdDate,updatedDate,lineItems.{subscriptionOptionInfo.subscriptionSettings.startDate,serviceProperties.{scheduledDate,endDate},image.urlExpirationDate}}',
  floats:
    'cart.{lineItems.{physicalProperties.weight,image.focalPoint.{x,y}},contactInfo.address.geocode.{latitude,longitude}}',
};

/** C1 get, C4 remove line items, C6 remove coupon, C7 update quantities: `{cart}`. */
export const CART_RESPONSE_CONVERSIONS: CallConversions = { request: noSide, response: CART_RESPONSE_SIDE };

/** C2 update and C3 add: custom line item weights in, the cart out. */
export const CART_WRITE_CONVERSIONS: CallConversions = {
  request: {
    timestamps: '',
    floats:
      '{customLineItems.physicalProperties.weight,cartInfo.contactInfo.address.geocode.{latitude,longitude}}',
  },
  response: CART_RESPONSE_SIDE,
};
