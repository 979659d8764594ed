// Order vocabularies: statuses, history events and the parties an order names (spec §3, §4).

export const ORDER_PAYMENT_STATUSES = [
  'NOT_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING',
  'PARTIALLY_PAID',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const FULFILLMENT_STATUSES = [
  'NOT_FULFILLED',
  'FULFILLED',
  'PARTIALLY_FULFILLED',
  'CANCELED',
] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export const TRANSACTION_STATUSES = [
  'APPROVED',
  'PENDING',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'AUTHORIZED',
  'VOIDED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** PascalCase on the wire, unlike every other status (spec §3). */
export const INVOICE_STATUSES = [
  'Draft',
  'Sent',
  'Processing',
  'Paid',
  'Overdue',
  'Void',
  'Deleted',
  'PartiallyPaid',
  'PartialAndOverdue',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * Order history (activity) event types. The spec names the last nine in prose ("tracking number
 * added/edited", …); they are spelled here in the same SCREAMING_SNAKE form as the first eleven.
 */
export const ORDER_HISTORY_EVENT_TYPES = [
  'ORDER_PLACED',
  'ORDER_PAID',
  'ORDER_FULFILLED',
  'ORDER_NOT_FULFILLED',
  'ORDER_CANCELED',
  'ORDER_REFUNDED',
  'ORDER_PENDING',
  'ORDER_REJECTED',
  'PAYMENT_PENDING',
  'PAYMENT_CANCELED',
  'PAYMENT_DECLINED',
  'TRACKING_NUMBER_ADDED',
  'TRACKING_NUMBER_EDITED',
  'TRACKING_LINK_ADDED',
  'INVOICE_ADDED',
  'INVOICE_REMOVED',
  'INVOICE_SENT',
  'DOWNLOAD_LINK_SENT',
  'SHIPPING_ADDRESS_EDITED',
  'EMAIL_EDITED',
] as const;
export type OrderHistoryEventType = (typeof ORDER_HISTORY_EVENT_TYPES)[number];

/** Who placed an order. */
export const ORDER_IDENTITY_TYPES = ['MEMBER', 'CONTACT'] as const;
export type OrderIdentityType = (typeof ORDER_IDENTITY_TYPES)[number];

/** SECURE_RAW comes from wire.md §4.1 `FileType`. */
export const DIGITAL_FILE_TYPES = [
  'UNSPECIFIED',
  'SECURE_PICTURE',
  'SECURE_VIDEO',
  'SECURE_DOCUMENT',
  'SECURE_MUSIC',
  'SECURE_ARCHIVE',
  'SECURE_RAW',
] as const;
export type DigitalFileType = (typeof DIGITAL_FILE_TYPES)[number];

/** An order's own status: APPROVED when placed, CANCELED by the admin (ORDERS-WIRE). */
export const ORDER_STATUSES = ['APPROVED', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order's fulfilment status: the three an order moves through (the spec's list less CANCELED). */
export const ORDER_FULFILLMENT_STATUSES = ['NOT_FULFILLED', 'PARTIALLY_FULFILLED', 'FULFILLED'] as const;
export type OrderFulfillmentStatus = (typeof ORDER_FULFILLMENT_STATUSES)[number];

/**
 * How a buyer pays at checkout: the test card provider, offline (the admin marks it paid later), or a payment
 * provider's session (Stripe), paid in the browser at the provider and read back by the server.
 */
export const PAYMENT_METHODS = ['CARD', 'OFFLINE', 'PROVIDER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment providers a checkout can be paid through: `test` is the embedded test provider. */
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_ATTEMPT_OUTCOMES = ['APPROVED', 'DECLINED'] as const;
export type PaymentAttemptOutcome = (typeof PAYMENT_ATTEMPT_OUTCOMES)[number];

/** Who made an order activity happen. */
export const ORDER_ACTIVITY_ACTORS = ['BUYER', 'ADMIN', 'SYSTEM'] as const;
export type OrderActivityActor = (typeof ORDER_ACTIVITY_ACTORS)[number];
