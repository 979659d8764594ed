// The hosted checkout form's model: where it starts (what the checkout keeps, then a signed-in member's saved
// e-mail, name and address), the pickup the shopper chose (then only who collects it is asked), the billing
// address when it differs from shipping, and the update-checkout body the Pay button saves before paying.
import type { Cart, Checkout } from '@cartwright/client/cart';
import type { Member } from '@cartwright/client/members';
import { destinationOf, type ShippingAddress, statesOf, validateAddress } from '../cart/estimate-address.js';
import {
  cityRequired,
  type DetailsDraft,
  type DetailsErrors,
  type ShippingDetails,
  validateDetails,
} from '../cart/shipping-details.js';

type ContactDetails = ShippingDetails['contactDetails'];
type PickupDetails = NonNullable<
  NonNullable<NonNullable<Checkout['shippingInfo']>['selectedCarrierServiceOption']>['logistics']
>['pickupDetails'];
type SavedAddress = NonNullable<NonNullable<Member['contact']>['addresses']>[number];

/** The billing address as typed, when it is not the shipping address. */
export interface BillingDraft {
  firstName: string;
  lastName: string;
  addressLine: string;
  addressLine2: string;
  city: string;
  country: string;
  /** A state code for countries with a state list, else an optional region code. */
  region: string;
  postalCode: string;
}

export type BillingErrors = Partial<Record<keyof BillingDraft, string>>;

export const EMPTY_BILLING: BillingDraft = {
  firstName: '',
  lastName: '',
  addressLine: '',
  addressLine2: '',
  city: '',
  country: '',
  region: '',
  postalCode: '',
};

/** A member's address for shipping: the one tagged SHIPPING, else MAIN or HOME, else the first with a country. */
function savedShippingAddress(member: Member | undefined): SavedAddress | undefined {
  const addresses = (member?.contact?.addresses ?? []).filter((address) => address.country);
  return (
    addresses.find((a) => a.tag === 'SHIPPING') ??
    addresses.find((a) => a.tag === 'MAIN' || a.tag === 'HOME') ??
    addresses[0]
  );
}

/** A saved address as the cart's: the region as an ISO subdivision (`US-CA`), only when the form knows it. */
function asShippingAddress(saved: SavedAddress): ShippingAddress {
  const country = saved.country!.toUpperCase();
  const region = saved.subdivision?.toUpperCase().replace(/^[A-Z]{2}-/, '');
  const states = statesOf(country);
  const knownRegion = region && (!states || region in states) ? region : undefined;
  return {
    country,
    ...(knownRegion ? { subdivision: `${country}-${knownRegion}` } : {}),
    ...(saved.postalCode ? { postalCode: saved.postalCode } : {}),
    ...(saved.addressLine ? { addressLine: saved.addressLine } : {}),
    ...(saved.addressLine2 ? { addressLine2: saved.addressLine2 } : {}),
    ...(saved.city ? { city: saved.city } : {}),
  };
}

export interface StartingPoint {
  details: DetailsDraft;
  /** Country, region and postal code to price shipping for; undefined until one is known. */
  destination: ShippingAddress | undefined;
}

/**
 * The form's start: each field from the checkout when it has it, else from the signed-in member's record.
 * @example startingPoint(checkout, member).details.email // the checkout's e-mail, else the member's login e-mail
 */
export function startingPoint(checkout: Checkout, member?: Member): StartingPoint {
  const shipTo = checkout.shippingInfo?.shippingDestination;
  const saved = savedShippingAddress(member);
  const address = shipTo?.address?.country ? shipTo.address : saved ? asShippingAddress(saved) : undefined;
  const contact = shipTo?.contactDetails;
  const pick = (mine: string | undefined, theirs: string | undefined) => mine || theirs || '';
  return {
    details: {
      firstName: pick(contact?.firstName, member?.contact?.firstName),
      lastName: pick(contact?.lastName, member?.contact?.lastName),
      addressLine: address?.addressLine ?? '',
      addressLine2: address?.addressLine2 ?? '',
      city: address?.city ?? '',
      phone: pick(contact?.phone, member?.contact?.phones?.[0]),
      email: pick(checkout.buyerInfo?.email, member?.loginEmail),
    },
    destination: address?.country ? destinationOf(address) : undefined,
  };
}

/**
 * Where the order is collected when the chosen option is a pickup, else undefined (it is delivered).
 * @example pickupOf(checkout)?.address // { country: 'US', city: 'Portland', … }
 */
export function pickupOf(checkout: Checkout): NonNullable<PickupDetails> | undefined {
  return checkout.shippingInfo?.selectedCarrierServiceOption?.logistics?.pickupDetails;
}

/** The fields a pickup asks for: the server needs only who collects it (and the e-mail for the confirmation). */
const COLLECTOR_FIELDS = ['email', 'firstName', 'lastName', 'phone'] as const;

/**
 * Who collects a pickup order, checked like a recipient but without street and city; the destination keeps only
 * the estimated country, region and postal code (the server finds the pickup's region by them).
 */
export function validateCollector(
  draft: DetailsDraft,
  destination: ShippingAddress,
): ShippingDetails | { errors: DetailsErrors } {
  // The street and city stand in so that only the collector's fields are checked, with the recipient's rules.
  const checked = validateDetails({ ...draft, addressLine: 'pickup', city: 'pickup' }, destination);
  if ('errors' in checked) {
    const errors: DetailsErrors = {};
    for (const field of COLLECTOR_FIELDS) if (checked.errors[field]) errors[field] = checked.errors[field];
    return { errors };
  }
  return { ...checked, address: destinationOf(destination) };
}

/** The cart's checkout form starts the same way: what the cart keeps, then the member's saved details. */
export function cartStartingPoint(
  cart: Pick<Cart, 'contactInfo' | 'buyerInfo'>,
  member?: Member,
): StartingPoint {
  const email = cart.buyerInfo?.email;
  return startingPoint(
    {
      ...(email ? { buyerInfo: { email } } : {}),
      ...(cart.contactInfo ? { shippingInfo: { shippingDestination: cart.contactInfo } } : {}),
    },
    member,
  );
}

/**
 * The billing address and its name, or a message per field. The country, region and postal code are checked like
 * the shipping estimate's; name, street and city like the shipping details.
 */
export function validateBilling(
  draft: BillingDraft,
): { address: ShippingAddress; contactDetails: ContactDetails } | { errors: BillingErrors } {
  const place = validateAddress({
    country: draft.country,
    region: draft.region,
    postalCode: draft.postalCode,
  });
  const placeErrors = 'errors' in place ? place.errors : {};
  const country = 'address' in place ? place.address : { country: draft.country.trim().toUpperCase() };
  const details = validateDetails({ ...draft, phone: '', email: 'billing@example.invalid' }, country);
  const detailErrors = 'errors' in details ? details.errors : {};
  const errors: BillingErrors = {
    ...(detailErrors.firstName ? { firstName: detailErrors.firstName } : {}),
    ...(detailErrors.lastName ? { lastName: detailErrors.lastName } : {}),
    ...(detailErrors.addressLine ? { addressLine: detailErrors.addressLine } : {}),
    ...(detailErrors.city ? { city: detailErrors.city } : {}),
    ...placeErrors,
  };
  if (Object.keys(errors).length > 0 || 'errors' in details) return { errors };
  return { address: details.address, contactDetails: details.contactDetails };
}

/** Whether the billing city may be left out (city-states). */
export const billingCityRequired = (draft: BillingDraft) => cityRequired(draft.country.trim().toUpperCase());

/** The body of `PATCH /ecom/v1/checkouts/{id}` that keeps the form's details with the checkout. */
export function checkoutChanges(
  shipping: ShippingDetails,
  billing: { address: ShippingAddress; contactDetails: ContactDetails } | 'same',
) {
  const destination = { address: shipping.address, contactDetails: shipping.contactDetails };
  return {
    buyerInfo: { email: shipping.email },
    shippingInfo: { shippingDestination: destination },
    ...(billing === 'same'
      ? { billingSameAsShipping: true }
      : { billingSameAsShipping: false, billingInfo: billing }),
  };
}
