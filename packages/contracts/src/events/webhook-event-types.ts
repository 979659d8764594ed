// The event types a webhook may subscribe to: every wire.md §5.3–5.4 family, plus the Cartwright-named ones
// of §6 (tips, v3 variants). `*` subscribes to all of them, including types added later.
import {
  BRAND_EVENT_TYPES,
  CUSTOMIZATION_EVENT_TYPES,
  INFO_SECTION_EVENT_TYPES,
  INVENTORY_ITEM_EVENT_TYPES,
  PRODUCT_V1_EVENT_TYPES,
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
  PAYMENT_EVENT_TYPES,
  SHIPPING_OPTION_EVENT_TYPES,
  SHIPPO_CONFIGURATION_EVENT_TYPES,
  SUBSCRIPTION_CONTRACT_EVENT_TYPES,
  TIP_EVENT_TYPES,
} from '../enums/events.js';

export const WEBHOOK_EVENT_TYPES = [
  ...CART_EVENT_TYPES,
  ...CHECKOUT_EVENT_TYPES,
  ...MEMBER_EVENT_TYPES,
  ...PRODUCT_V1_EVENT_TYPES,
  ...DISCOUNT_RULE_EVENT_TYPES,
  ...SHIPPING_OPTION_EVENT_TYPES,
  ...SUBSCRIPTION_CONTRACT_EVENT_TYPES,
  ...ABANDONED_CHECKOUT_EVENT_TYPES,
  ...BACK_IN_STOCK_EVENT_TYPES,
  ...CHECKOUT_SETTINGS_EVENT_TYPES,
  ...CHECKOUT_TEMPLATE_EVENT_TYPES,
  ...FULFILLMENT_EVENT_TYPES,
  ...ORDER_EVENT_TYPES,
  ...ORDER_SETTINGS_EVENT_TYPES,
  ...PAYMENT_EVENT_TYPES,
  ...SHIPPO_CONFIGURATION_EVENT_TYPES,
  ...TIP_EVENT_TYPES,
  ...V3_PRODUCT_EVENT_TYPES,
  ...BRAND_EVENT_TYPES,
  ...RIBBON_EVENT_TYPES,
  ...CUSTOMIZATION_EVENT_TYPES,
  ...INFO_SECTION_EVENT_TYPES,
  ...INVENTORY_ITEM_EVENT_TYPES,
  ...V3_VARIANT_EVENT_TYPES,
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Subscribes to every event type. */
export const ALL_WEBHOOK_EVENTS = '*';
/** What a webhook's `eventTypes` holds: event types, or `*`. */
export type WebhookEventSelector = WebhookEventType | typeof ALL_WEBHOOK_EVENTS;

/**
 * The event type of `POST /cartwright/v1/webhooks/{id}/test`: an action domain event on the webhook itself
 * (`entityFqdn` `cartwright.v1.webhook`, slug `test`). It is sent only by that call, never subscribed to.
 */
export const WEBHOOK_TEST_EVENT_TYPE = 'cartwright.v1.webhook_test';

const knownTypes: ReadonlySet<string> = new Set(WEBHOOK_EVENT_TYPES);

export const isWebhookEventType = (value: string): value is WebhookEventType => knownTypes.has(value);

export const isWebhookEventSelector = (value: string): value is WebhookEventSelector =>
  value === ALL_WEBHOOK_EVENTS || knownTypes.has(value);

/** Whether a subscription to `selectors` receives an event of `eventType`. */
export const webhookSelects = (selectors: readonly string[], eventType: string): boolean =>
  selectors.includes(ALL_WEBHOOK_EVENTS) || selectors.includes(eventType);

/**
 * Event types the store defines but does not send yet, because the entities behind them do not exist here yet
 * (checkout and order settings, templates, tips and shipping labels are issue #36, subscriptions #37; v3 variants
 * and inventory items are read-only views of the v1 rows, whose changes arrive as product events; a fulfilment
 * arrives as order_updated and order_fulfilled). A webhook may still subscribe to them; the admin says so.
 */
export const EVENT_TYPES_NOT_SENT_YET: readonly string[] = [
  ...SUBSCRIPTION_CONTRACT_EVENT_TYPES,
  ...CHECKOUT_SETTINGS_EVENT_TYPES,
  ...CHECKOUT_TEMPLATE_EVENT_TYPES,
  ...FULFILLMENT_EVENT_TYPES,
  ...ORDER_SETTINGS_EVENT_TYPES,
  ...SHIPPO_CONFIGURATION_EVENT_TYPES,
  ...TIP_EVENT_TYPES,
  ...V3_VARIANT_EVENT_TYPES,
  ...INVENTORY_ITEM_EVENT_TYPES,
];
