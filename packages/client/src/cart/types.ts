// Client-side cart types: the wire shapes with the timestamps the cart calls convert as `Date` (wire §2.2).
import type {
  DeliveryLogistics,
  MembershipOptions,
  ShippingInformation,
  ShippingOption,
  Cart as WireCart,
  Checkout as WireCheckout,
  EstimateTotalsResponse as WireEstimateTotalsResponse,
  LineItem as WireLineItem,
} from '@cartwright/contracts';

export type {
  AddToCurrentCartRequest,
  CatalogReference,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  CustomLineItemInput,
  EstimateTotalsRequest,
  LineItemInput,
} from '@cartwright/contracts';

/** `T` with the timestamp fields `K` as `Date`s. */
type Dated<T, K extends keyof T> = Omit<T, K> & { [P in K]?: Date };

type WireSubscriptionInfo = NonNullable<WireLineItem['subscriptionOptionInfo']>;
type WireSubscriptionSettings = NonNullable<WireSubscriptionInfo['subscriptionSettings']>;

/** A cart line item as calls return it: its subscription start and service dates are `Date`s. */
export type LineItem = Omit<WireLineItem, 'subscriptionOptionInfo' | 'serviceProperties'> & {
  subscriptionOptionInfo?: Omit<WireSubscriptionInfo, 'subscriptionSettings'> & {
    subscriptionSettings?: Dated<WireSubscriptionSettings, 'startDate'>;
  };
  serviceProperties?: Dated<NonNullable<WireLineItem['serviceProperties']>, 'scheduledDate'>;
};

/** The current cart as calls return it: `createdDate`, `updatedDate` and line item dates are `Date`s (wire §4.1). */
export type Cart = Omit<WireCart, 'createdDate' | 'updatedDate' | 'lineItems'> & {
  createdDate?: Date;
  updatedDate?: Date;
  lineItems?: LineItem[];
};

/** What every cart write answers: the cart after the change. */
export interface CartResponse {
  cart: Cart;
}

/** Delivery details of a shipping option, with the delivery time slot as `Date`s. */
export type Logistics = Omit<DeliveryLogistics, 'deliveryTimeSlot'> & {
  deliveryTimeSlot?: { from?: Date; to?: Date };
};

type WithLogistics<T> = Omit<T, 'logistics'> & { logistics?: Logistics };
type WireSelectedOption = NonNullable<ShippingInformation['selectedCarrierServiceOption']>;
type WireCarrierOptions = NonNullable<ShippingInformation['carrierServiceOptions']>[number];

/** Shipping of an estimate: the region, the option in use and every option on offer. */
export type ShippingInfo = Omit<
  ShippingInformation,
  'selectedCarrierServiceOption' | 'carrierServiceOptions'
> & {
  selectedCarrierServiceOption?: WithLogistics<WireSelectedOption>;
  carrierServiceOptions?: (Omit<WireCarrierOptions, 'shippingOptions'> & {
    shippingOptions: WithLogistics<ShippingOption>[];
  })[];
};

type Membership = Dated<MembershipOptions['eligibleMemberships'][number], 'expirationDate'>;

/** Membership options of an estimate, with expiration dates as `Date`s. */
export type EstimateMembershipOptions = Omit<
  MembershipOptions,
  'eligibleMemberships' | 'invalidMemberships'
> & {
  eligibleMemberships: Membership[];
  invalidMemberships: { membership?: Membership; reason?: string }[];
};

/** The whole estimate-totals answer (wire §1.1 C8, §4.1), dates as `Date`s. */
export type EstimateTotalsResponse = Omit<
  WireEstimateTotalsResponse,
  'cart' | 'shippingInfo' | 'membershipOptions'
> & {
  cart: Cart;
  shippingInfo: ShippingInfo;
  membershipOptions: EstimateMembershipOptions;
};

type WireCheckoutShipping = NonNullable<WireCheckout['shippingInfo']>;

/** A checkout as `getCheckout` returns it: its own, its line items', shipping and membership dates are `Date`s. */
export type Checkout = Omit<
  WireCheckout,
  'createdDate' | 'updatedDate' | 'lineItems' | 'shippingInfo' | 'membershipOptions' | 'paymentAttempts'
> & {
  createdDate?: Date;
  updatedDate?: Date;
  lineItems?: LineItem[];
  shippingInfo?: ShippingInfo & Pick<WireCheckoutShipping, 'shippingDestination'>;
  membershipOptions?: EstimateMembershipOptions;
  paymentAttempts?: Dated<NonNullable<WireCheckout['paymentAttempts']>[number], 'createdDate'>[];
};
