// Checkout vocabularies (spec §3 "Enumerations"; wire.md §4.1 channel types).
/** UNSPECIFIED, PAYPAL_AGENTIC_CHECKOUT and STRIPE_AGENTIC_CHECKOUT come from wire.md §4.1. */
export const CHANNEL_TYPES = [
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
  'PAYPAL_AGENTIC_CHECKOUT',
  'STRIPE_AGENTIC_CHECKOUT',
] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** Checkout line items know one more kind than cart line items (spec §3; UNRECOGNISED from wire.md §4.1). */
export const CHECKOUT_LINE_ITEM_TYPES = [
  'UNRECOGNISED',
  'PHYSICAL',
  'DIGITAL',
  'GIFT_CARD',
  'SERVICE',
  'CUSTOM_AMOUNT_ITEM',
] as const;
export type CheckoutLineItemType = (typeof CHECKOUT_LINE_ITEM_TYPES)[number];

export const ABANDONED_CHECKOUT_STATUSES = ['ABANDONED', 'RECOVERED'] as const;
export type AbandonedCheckoutStatus = (typeof ABANDONED_CHECKOUT_STATUSES)[number];
