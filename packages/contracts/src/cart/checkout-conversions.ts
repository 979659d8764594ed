// Which paths of the checkout calls (create, estimate totals, get) hold timestamps and floats (wire.md §2.2–2.3),
// as path patterns: a module of their own, so a page that only shows the cart does not carry them.
import type { CallConversions } from '../catalog/conversions.js';

const noSide = { timestamps: '', floats: '' };
const addressesRequest = {
  timestamps: '',
  floats: '{shippingAddress,billingAddress}.geocode.{latitude,longitude}',
};

/** C5 create checkout: addresses in, `checkoutId` out. */
export const CREATE_CHECKOUT_CONVERSIONS: CallConversions = { request: addressesRequest, response: noSide };

/** C8 estimate totals. */
export const ESTIMATE_TOTALS_CONVERSIONS: CallConversions = {
  request: addressesRequest,
  response: {
    timestamps:
      'cart.{createdDate,updatedDate,lineItems.{subscriptionOptionInfo.subscriptionSettings.startDate,serviceProperties.{scheduledDate,endDate},image.urlExpirationDate}},shippingInfo.{selectedCarrierServiceOption,carrierServiceOptions.shippingOptions}.logistics.deliveryTimeSlot.{from,to},membershipOptions.{eligibleMemberships,invalidMemberships.membership}.expirationDate',
    floats:
      'cart.{lineItems.{physicalProperties.weight,image.focalPoint.{x,y}},contactInfo.address.geocode.{latitude,longitude}},shippingInfo.{selectedCarrierServiceOption,carrierServiceOptions.shippingOptions}.logistics.pickupDetails.address.geocode.{latitude,longitude},appliedDiscounts.merchantDiscount.percentage',
  },
};

/** GET checkout: the snapshot's dates and floats, where the cart and the estimate have them. */
export const CHECKOUT_CONVERSIONS: CallConversions = {
  request: noSide,
  response: {
    timestamps:
      'checkout.{createdDate,updatedDate,paymentAttempts.createdDate,lineItems.{subscriptionOptionInfo.subscriptionSettings.startDate,serviceProperties.{scheduledDate,endDate},image.urlExpirationDate},shippingInfo.{selectedCarrierServiceOption,carrierServiceOptions.shippingOptions}.logistics.deliveryTimeSlot.{from,to},membershipOptions.{eligibleMemberships,invalidMemberships.membership}.expirationDate}',
    floats:
      'checkout.{lineItems.{physicalProperties.weight,image.focalPoint.{x,y}},{billingInfo,shippingInfo.shippingDestination}.address.geocode.{latitude,longitude},shippingInfo.{selectedCarrierServiceOption,carrierServiceOptions.shippingOptions}.logistics.pickupDetails.address.geocode.{latitude,longitude},appliedDiscounts.merchantDiscount.percentage}',
  },
};
