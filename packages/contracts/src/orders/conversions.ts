// Which paths of each order call hold timestamps and floats (wire.md §2.2–2.3; money is decimal strings), as
// path patterns (see `path-lists.ts`). Zero dependencies: the client's call descriptors import these tables.
import type { CallConversions } from '../catalog/conversions.js';

const noSide = { timestamps: '', floats: '' };

/** Every call answering `{order}`: complete checkout, get order (buyer, member, admin) and the admin steps. */
export const ORDER_RESPONSE_CONVERSIONS: CallConversions = {
  request: noSide,
  response: {
    timestamps:
      'order.{createdDate,updatedDate,purchasedDate,shippingInfo.logistics.deliveryTimeSlot.{from,to},{fulfillments,refunds,paymentAttempts,activities}.createdDate}',
    floats:
      'order.{lineItems.physicalProperties.weight,{recipientInfo,billingInfo,shippingInfo.logistics.pickupDetails}.address.geocode.{latitude,longitude}}',
  },
};

/** The order lists (member's own, admin query): `{orders, metadata}`. */
export const ORDERS_PAGE_CONVERSIONS: CallConversions = {
  request: noSide,
  response: {
    timestamps:
      'orders.{createdDate,updatedDate,purchasedDate,shippingInfo.logistics.deliveryTimeSlot.{from,to},{fulfillments,refunds,paymentAttempts,activities}.createdDate}',
    floats:
      'orders.{lineItems.physicalProperties.weight,{recipientInfo,billingInfo,shippingInfo.logistics.pickupDetails}.address.geocode.{latitude,longitude}}',
  },
};

/** PATCH checkout: addresses in, the checkout out (as GET checkout answers it). */
export const UPDATE_CHECKOUT_CONVERSIONS: CallConversions = {
  request: {
    timestamps: '',
    floats: 'checkout.{shippingInfo.shippingDestination,billingInfo}.address.geocode.{latitude,longitude}',
  },
  response: {
    timestamps:
      'checkout.{createdDate,updatedDate,paymentAttempts.createdDate,lineItems.{subscriptionOptionInfo.subscriptionSettings.startDate,serviceProperties.{scheduledDate,endDate},image.urlExpirationDate},shippingInfo.{selectedCarrierServiceOption,carrierServiceOptions.shippingOptions}.logistics.deliveryTimeSlot.{from,to},membershipOptions.{eligibleMemberships,invalidMemberships.membership}.expirationDate}',
    floats:
      'checkout.{lineItems.{physicalProperties.weight,image.focalPoint.{x,y}},{billingInfo,shippingInfo.shippingDestination}.address.geocode.{latitude,longitude},shippingInfo.{selectedCarrierServiceOption,carrierServiceOptions.shippingOptions}.logistics.pickupDetails.address.geocode.{latitude,longitude},appliedDiscounts.merchantDiscount.percentage}',
  },
};
