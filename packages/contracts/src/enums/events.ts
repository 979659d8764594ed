// Webhook event types of the eCommerce and member families (wire.md §5.3, §5.4; spec §1, §4 "Emitted events").

export const CART_EVENT_TYPES = [
  'wix.ecom.v1.cart_created',
  'wix.ecom.v1.cart_updated',
  'wix.ecom.v1.cart_deleted',
] as const;
export type CartEventType = (typeof CART_EVENT_TYPES)[number];

export const MEMBER_EVENT_TYPES = [
  'wix.members.v1.member_created',
  'wix.members.v1.member_updated',
  'wix.members.v1.member_deleted',
] as const;
export type MemberEventType = (typeof MEMBER_EVENT_TYPES)[number];

export const DISCOUNT_RULE_EVENT_TYPES = [
  'wix.ecom.discounts.v1.discount_rule_created',
  'wix.ecom.discounts.v1.discount_rule_updated',
  'wix.ecom.discounts.v1.discount_rule_deleted',
] as const;
export type DiscountRuleEventType = (typeof DISCOUNT_RULE_EVENT_TYPES)[number];

export const SUBSCRIPTION_CONTRACT_EVENT_TYPES = [
  'wix.ecom.subscription_contracts.v1.subscription_contract_created',
  'wix.ecom.subscription_contracts.v1.subscription_contract_updated',
  'wix.ecom.subscription_contracts.v1.subscription_contract_deleted',
] as const;
export type SubscriptionContractEventType = (typeof SUBSCRIPTION_CONTRACT_EVENT_TYPES)[number];

export const ABANDONED_CHECKOUT_EVENT_TYPES = [
  'wix.ecom.v1.abandoned_checkout_created',
  'wix.ecom.v1.abandoned_checkout_updated',
  'wix.ecom.v1.abandoned_checkout_deleted',
  'wix.ecom.v1.abandoned_checkout_recovered',
] as const;
export type AbandonedCheckoutEventType = (typeof ABANDONED_CHECKOUT_EVENT_TYPES)[number];

export const BACK_IN_STOCK_EVENT_TYPES = [
  'wix.ecom.v1.back_in_stock_notification_request_created',
  'wix.ecom.v1.back_in_stock_notification_request_updated',
  'wix.ecom.v1.back_in_stock_notification_request_deleted',
] as const;
export type BackInStockEventType = (typeof BACK_IN_STOCK_EVENT_TYPES)[number];

export const CHECKOUT_EVENT_TYPES = [
  'wix.ecom.v1.checkout_created',
  'wix.ecom.v1.checkout_updated',
  'wix.ecom.v1.checkout_deleted',
  'wix.ecom.v1.checkout_completed',
] as const;
export type CheckoutEventType = (typeof CHECKOUT_EVENT_TYPES)[number];

/**
 * Cartwright's own, about a payment through a provider: `payment_refunded`, a payment the store gave back by itself
 * (never an order: the stock ran out or the total moved; or a second payment of a checkout ordered already, reason
 * SECOND_PAYMENT); `payment_disputed` / `payment_dispute_closed`, the buyer's bank disputing it and the outcome.
 * `payment_captured` / `payment_voided`, an authorization taken (whole or in part) or released by the admin.
 * Their bodies name the checkout, session, amount and reason (and the order and dispute when there is one).
 */
export const PAYMENT_EVENT_TYPES = [
  'cartwright.v1.payment_refunded',
  'cartwright.v1.payment_disputed',
  'cartwright.v1.payment_dispute_closed',
  'cartwright.v1.payment_captured',
  'cartwright.v1.payment_voided',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

export const CHECKOUT_SETTINGS_EVENT_TYPES = ['wix.ecom.v1.checkout_settings_updated'] as const;
export type CheckoutSettingsEventType = (typeof CHECKOUT_SETTINGS_EVENT_TYPES)[number];

export const CHECKOUT_TEMPLATE_EVENT_TYPES = [
  'wix.ecom.v1.checkout_template_created',
  'wix.ecom.v1.checkout_template_updated',
  'wix.ecom.v1.checkout_template_deleted',
  'wix.ecom.v1.checkout_template_used',
] as const;
export type CheckoutTemplateEventType = (typeof CHECKOUT_TEMPLATE_EVENT_TYPES)[number];

export const FULFILLMENT_EVENT_TYPES = ['wix.ecom.v1.fulfillments_updated'] as const;
export type FulfillmentEventType = (typeof FULFILLMENT_EVENT_TYPES)[number];

export const ORDER_EVENT_TYPES = [
  'wix.ecom.v1.order_approved',
  'wix.ecom.v1.order_canceled',
  'wix.ecom.v1.order_committed',
  'wix.ecom.v1.order_created',
  'wix.ecom.v1.order_fulfilled',
  'wix.ecom.v1.order_imported',
  'wix.ecom.v1.order_imported_order_deleted',
  'wix.ecom.v1.order_payment_status_updated',
  'wix.ecom.v1.order_updated',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const ORDER_SETTINGS_EVENT_TYPES = ['wix.ecom.v1.orders_settings_updated'] as const;
export type OrderSettingsEventType = (typeof ORDER_SETTINGS_EVENT_TYPES)[number];

export const SHIPPING_OPTION_EVENT_TYPES = [
  'wix.ecom.v1.shipping_option_created',
  'wix.ecom.v1.shipping_option_updated',
  'wix.ecom.v1.shipping_option_deleted',
] as const;
export type ShippingOptionEventType = (typeof SHIPPING_OPTION_EVENT_TYPES)[number];

/** The third-party shipping-label configuration of spec §1. */
export const SHIPPO_CONFIGURATION_EVENT_TYPES = [
  'wix.ecom.v1.shippo_configuration_created',
  'wix.ecom.v1.shippo_configuration_updated',
  'wix.ecom.v1.shippo_configuration_deleted',
] as const;
export type ShippoConfigurationEventType = (typeof SHIPPO_CONFIGURATION_EVENT_TYPES)[number];

/** The gateway defines none; Cartwright names them in the same pattern (wire.md §6). */
export const TIP_EVENT_TYPES = [
  'wix.ecom.v1.tip_created',
  'wix.ecom.v1.tip_updated',
  'wix.ecom.v1.tip_deleted',
] as const;
export type TipEventType = (typeof TIP_EVENT_TYPES)[number];

/** Which body a domain event carries (wire.md §5.2). */
export const DOMAIN_EVENT_KINDS = ['createdEvent', 'updatedEvent', 'deletedEvent', 'actionEvent'] as const;
export type DomainEventKind = (typeof DOMAIN_EVENT_KINDS)[number];
