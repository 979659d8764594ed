// Which entity paths of each event family hold timestamps (wire.md §2.2, §5.3; spec §3 "seen through event
// date fields"). Zero dependencies beyond the plain enumerations: the client's event processor imports them.
import {
  BRAND_EVENT_TYPES,
  CUSTOMIZATION_EVENT_TYPES,
  INFO_SECTION_EVENT_TYPES,
  INVENTORY_ITEM_EVENT_TYPES,
  RIBBON_EVENT_TYPES,
  V3_PRODUCT_EVENT_TYPES,
  V3_VARIANT_EVENT_TYPES,
} from '../enums/catalog-events.js';
import {
  ABANDONED_CHECKOUT_EVENT_TYPES,
  BACK_IN_STOCK_EVENT_TYPES,
  CART_EVENT_TYPES,
  CHECKOUT_EVENT_TYPES,
  CHECKOUT_SETTINGS_EVENT_TYPES,
  CHECKOUT_TEMPLATE_EVENT_TYPES,
  DISCOUNT_RULE_EVENT_TYPES,
  FULFILLMENT_EVENT_TYPES,
  MEMBER_EVENT_TYPES,
  ORDER_EVENT_TYPES,
  ORDER_SETTINGS_EVENT_TYPES,
  SHIPPING_OPTION_EVENT_TYPES,
  SHIPPO_CONFIGURATION_EVENT_TYPES,
  SUBSCRIPTION_CONTRACT_EVENT_TYPES,
  TIP_EVENT_TYPES,
} from '../enums/events.js';
import { under } from '../path-lists.js';

const STAMPED = ['createdDate', 'updatedDate'];

/** Line item timestamps, relative to a line item of a cart, checkout or order. */
const LINE_ITEM_DATES = [
  'subscriptionOptionInfo.subscriptionSettings.startDate',
  'serviceProperties.scheduledDate',
  'serviceProperties.endDate',
];
const DELIVERY_SLOT = ['logistics.deliveryTimeSlot.from', 'logistics.deliveryTimeSlot.to'];

/** Dates of the entity of a cart event, relative to the entity (wire.md §5.3). */
export const CART_EVENT_DATE_FIELDS: readonly string[] = [...STAMPED, ...under('lineItems', LINE_ITEM_DATES)];
export const MEMBER_EVENT_DATE_FIELDS: readonly string[] = [...STAMPED, 'lastLoginDate'];
/** A checkout (and an abandoned one) has the cart's dates plus delivery slots and membership expiries. */
export const CHECKOUT_EVENT_DATE_FIELDS: readonly string[] = [
  ...CART_EVENT_DATE_FIELDS,
  ...under('shippingInfo.selectedCarrierServiceOption', DELIVERY_SLOT),
  ...under('shippingInfo.carrierServiceOptions.shippingOptions', DELIVERY_SLOT),
  'membershipOptions.eligibleMemberships.expirationDate',
  'membershipOptions.invalidMemberships.membership.expirationDate',
  'paymentAttempts.createdDate',
];
export const ORDER_EVENT_DATE_FIELDS: readonly string[] = [
  ...STAMPED,
  'purchasedDate',
  ...under('lineItems', LINE_ITEM_DATES),
  ...under('shippingInfo', DELIVERY_SLOT),
  'activities.createdDate',
  'fulfillments.createdDate',
  'refunds.createdDate',
  'paymentAttempts.createdDate',
];
export const DISCOUNT_RULE_EVENT_DATE_FIELDS: readonly string[] = [
  ...STAMPED,
  'activeTimeInfo.start',
  'activeTimeInfo.end',
];
export const FULFILLMENTS_EVENT_DATE_FIELDS: readonly string[] = [...STAMPED, 'fulfillments.createdDate'];
/** Every other family: the entity's own creation and update times (spec §3). */
export const STAMPED_EVENT_DATE_FIELDS: readonly string[] = STAMPED;

/** Each domain event family: its event types and the date paths of its entity. */
export const DOMAIN_EVENT_FAMILIES = [
  [CART_EVENT_TYPES, CART_EVENT_DATE_FIELDS],
  [MEMBER_EVENT_TYPES, MEMBER_EVENT_DATE_FIELDS],
  [CHECKOUT_EVENT_TYPES, CHECKOUT_EVENT_DATE_FIELDS],
  [ABANDONED_CHECKOUT_EVENT_TYPES, CHECKOUT_EVENT_DATE_FIELDS],
  [ORDER_EVENT_TYPES, ORDER_EVENT_DATE_FIELDS],
  [DISCOUNT_RULE_EVENT_TYPES, DISCOUNT_RULE_EVENT_DATE_FIELDS],
  [FULFILLMENT_EVENT_TYPES, FULFILLMENTS_EVENT_DATE_FIELDS],
  [SUBSCRIPTION_CONTRACT_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [BACK_IN_STOCK_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [CHECKOUT_SETTINGS_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [CHECKOUT_TEMPLATE_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [ORDER_SETTINGS_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [SHIPPING_OPTION_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [SHIPPO_CONFIGURATION_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [TIP_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [V3_PRODUCT_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [V3_VARIANT_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [BRAND_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [RIBBON_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [CUSTOMIZATION_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [INFO_SECTION_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
  [INVENTORY_ITEM_EVENT_TYPES, STAMPED_EVENT_DATE_FIELDS],
] as const satisfies readonly (readonly [readonly string[], readonly string[]])[];

/** Every domain event type of spec §1 (all families but catalog v1). */
export type DomainEventType = (typeof DOMAIN_EVENT_FAMILIES)[number][0][number];

/** Floats of the catalog v1 `ProductCreated` payload (wire.md §5.2): non-finite values travel as strings. */
export const PRODUCT_CREATED_EVENT_FLOAT_FIELDS: readonly string[] = [
  'price.price',
  'price.pricePerUnit',
  'price.discountedPrice',
  'costAndProfitData.itemCost',
  'costAndProfitData.profit',
  'costAndProfitData.profitMargin',
];
