// What handlers receive (wire.md §5.2): the entity with its date fields as `Date`s, and the event's metadata.
import type {
  CartEventEntity,
  CheckoutEventEntity,
  CollectionChangedData,
  CollectionCreatedData,
  CollectionDeletedData,
  DiscountRuleEventEntity,
  EventAccountInfo,
  EventIdentity,
  FulfillmentsEventEntity,
  MemberEventEntity,
  OrderEventEntity,
  ProductChangedData,
  ProductCreatedData,
  ProductDeletedData,
  StampedEventEntity,
  VariantsChangedData,
} from '@cartwright/contracts';

/** `T` with every field named in `K`, at any depth, as a `Date` (the processor converts them by path). */
export type Dated<T, K extends string> = T extends Date
  ? T
  : T extends readonly (infer U)[]
    ? Dated<U, K>[]
    : T extends object
      ? { [P in keyof T]: P extends K ? Date : Dated<T[P], K> }
      : T;

type Stamp = 'createdDate' | 'updatedDate';
type LineItemDate = 'startDate' | 'scheduledDate' | 'endDate';

export type EventCart = Dated<CartEventEntity, Stamp | LineItemDate>;
export type EventCheckout = Dated<
  CheckoutEventEntity,
  Stamp | LineItemDate | 'from' | 'to' | 'expirationDate'
>;
export type EventMember = Dated<MemberEventEntity, Stamp | 'lastLoginDate'>;
export type EventOrder = Dated<OrderEventEntity, Stamp | LineItemDate | 'purchasedDate' | 'from' | 'to'>;
export type EventDiscountRule = Dated<DiscountRuleEventEntity, Stamp | 'start' | 'end'>;
export type EventFulfillments = Dated<FulfillmentsEventEntity, Stamp>;
/** Families that spec §3 shows only through their creation and update times. */
export type EventEntity = Dated<StampedEventEntity, Stamp>;

/** Who and what the webhook was about, sent with every event. */
export interface WebhookMetadata {
  instanceId: string;
  identity: EventIdentity;
  accountInfo: EventAccountInfo;
}

/** The metadata of a domain event: the webhook's plus every top-level field of the event but its body. */
export interface DomainEventMetadata extends WebhookMetadata {
  id: string;
  entityFqdn: string;
  slug: string;
  entityId: string;
  eventTime: Date;
  triggeredByAnonymizeRequest: boolean;
  originatedFrom?: string;
  entityEventSequence: string;
}

export interface CreatedEvent<E> {
  entity: E;
  metadata: DomainEventMetadata;
  /** Set when the entity came back from deletion. */
  restoreInfo?: { deletedDate: Date };
}
export interface UpdatedEvent<E> {
  entity: E;
  metadata: DomainEventMetadata;
  /** Flat dotted/bracket keys (`lineItems[0].quantity`) to the new values, dates as `Date`s. */
  modifiedFields?: Record<string, unknown>;
}
/** `entity` is there when the sender includes the deleted entity, as Cartwright does. */
export interface DeletedEvent<E> {
  entity?: E;
  metadata: DomainEventMetadata;
}
/** An action (completed, approved, used…): its body, entities inside with dates as `Date`s. */
export interface ActionEvent {
  data: Record<string, unknown>;
  metadata: DomainEventMetadata;
}
/** A catalog v1 event: not a domain event, so its payload and the webhook's metadata only. */
export interface CatalogEvent<D> {
  data: D;
  metadata: WebhookMetadata;
}

/** Every event a processor dispatches: handler name → event type and what the handler receives. */
export interface EventHandlerTable {
  onCartCreated: ['wix.ecom.v1.cart_created', CreatedEvent<EventCart>];
  onCartUpdated: ['wix.ecom.v1.cart_updated', UpdatedEvent<EventCart>];
  onCartDeleted: ['wix.ecom.v1.cart_deleted', DeletedEvent<EventCart>];
  onMemberCreated: ['wix.members.v1.member_created', CreatedEvent<EventMember>];
  onMemberUpdated: ['wix.members.v1.member_updated', UpdatedEvent<EventMember>];
  onMemberDeleted: ['wix.members.v1.member_deleted', DeletedEvent<EventMember>];
  onProductCreated: ['com.wix.ecommerce.catalog.api.v1.ProductCreated', CatalogEvent<ProductCreatedData>];
  onProductChanged: ['com.wix.ecommerce.catalog.api.v1.ProductChanged', CatalogEvent<ProductChangedData>];
  onProductDeleted: ['com.wix.ecommerce.catalog.api.v1.ProductDeleted', CatalogEvent<ProductDeletedData>];
  onProductVariantsChanged: [
    'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
    CatalogEvent<VariantsChangedData>,
  ];
  onProductCollectionCreated: [
    'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
    CatalogEvent<CollectionCreatedData>,
  ];
  onProductCollectionChanged: [
    'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
    CatalogEvent<CollectionChangedData>,
  ];
  onProductCollectionDeleted: [
    'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
    CatalogEvent<CollectionDeletedData>,
  ];
  onDiscountRuleCreated: ['wix.ecom.discounts.v1.discount_rule_created', CreatedEvent<EventDiscountRule>];
  onDiscountRuleUpdated: ['wix.ecom.discounts.v1.discount_rule_updated', UpdatedEvent<EventDiscountRule>];
  onDiscountRuleDeleted: ['wix.ecom.discounts.v1.discount_rule_deleted', DeletedEvent<EventDiscountRule>];
  onSubscriptionContractCreated: [
    'wix.ecom.subscription_contracts.v1.subscription_contract_created',
    CreatedEvent<EventEntity>,
  ];
  onSubscriptionContractUpdated: [
    'wix.ecom.subscription_contracts.v1.subscription_contract_updated',
    UpdatedEvent<EventEntity>,
  ];
  onSubscriptionContractDeleted: [
    'wix.ecom.subscription_contracts.v1.subscription_contract_deleted',
    DeletedEvent<EventEntity>,
  ];
  onAbandonedCheckoutCreated: ['wix.ecom.v1.abandoned_checkout_created', CreatedEvent<EventCheckout>];
  onAbandonedCheckoutUpdated: ['wix.ecom.v1.abandoned_checkout_updated', UpdatedEvent<EventCheckout>];
  onAbandonedCheckoutDeleted: ['wix.ecom.v1.abandoned_checkout_deleted', DeletedEvent<EventCheckout>];
  onAbandonedCheckoutRecovered: ['wix.ecom.v1.abandoned_checkout_recovered', ActionEvent];
  onBackInStockNotificationRequestCreated: [
    'wix.ecom.v1.back_in_stock_notification_request_created',
    CreatedEvent<EventEntity>,
  ];
  onBackInStockNotificationRequestUpdated: [
    'wix.ecom.v1.back_in_stock_notification_request_updated',
    UpdatedEvent<EventEntity>,
  ];
  onBackInStockNotificationRequestDeleted: [
    'wix.ecom.v1.back_in_stock_notification_request_deleted',
    DeletedEvent<EventEntity>,
  ];
  onCheckoutCreated: ['wix.ecom.v1.checkout_created', CreatedEvent<EventCheckout>];
  onCheckoutUpdated: ['wix.ecom.v1.checkout_updated', UpdatedEvent<EventCheckout>];
  onCheckoutDeleted: ['wix.ecom.v1.checkout_deleted', DeletedEvent<EventCheckout>];
  onCheckoutCompleted: ['wix.ecom.v1.checkout_completed', ActionEvent];
  onCheckoutSettingsUpdated: ['wix.ecom.v1.checkout_settings_updated', UpdatedEvent<EventEntity>];
  onCheckoutTemplateCreated: ['wix.ecom.v1.checkout_template_created', CreatedEvent<EventEntity>];
  onCheckoutTemplateUpdated: ['wix.ecom.v1.checkout_template_updated', UpdatedEvent<EventEntity>];
  onCheckoutTemplateDeleted: ['wix.ecom.v1.checkout_template_deleted', DeletedEvent<EventEntity>];
  onCheckoutTemplateUsed: ['wix.ecom.v1.checkout_template_used', ActionEvent];
  onFulfillmentsUpdated: ['wix.ecom.v1.fulfillments_updated', UpdatedEvent<EventFulfillments>];
  onOrderApproved: ['wix.ecom.v1.order_approved', ActionEvent];
  onOrderCanceled: ['wix.ecom.v1.order_canceled', ActionEvent];
  onOrderCommitted: ['wix.ecom.v1.order_committed', ActionEvent];
  onOrderCreated: ['wix.ecom.v1.order_created', CreatedEvent<EventOrder>];
  onOrderFulfilled: ['wix.ecom.v1.order_fulfilled', ActionEvent];
  onOrderImported: ['wix.ecom.v1.order_imported', ActionEvent];
  onImportedOrderDeleted: ['wix.ecom.v1.order_imported_order_deleted', ActionEvent];
  onOrderPaymentStatusUpdated: ['wix.ecom.v1.order_payment_status_updated', ActionEvent];
  onOrderUpdated: ['wix.ecom.v1.order_updated', UpdatedEvent<EventOrder>];
  onOrdersSettingsUpdated: ['wix.ecom.v1.orders_settings_updated', UpdatedEvent<EventEntity>];
  onShippingOptionCreated: ['wix.ecom.v1.shipping_option_created', CreatedEvent<EventEntity>];
  onShippingOptionUpdated: ['wix.ecom.v1.shipping_option_updated', UpdatedEvent<EventEntity>];
  onShippingOptionDeleted: ['wix.ecom.v1.shipping_option_deleted', DeletedEvent<EventEntity>];
  onShippoConfigurationCreated: ['wix.ecom.v1.shippo_configuration_created', CreatedEvent<EventEntity>];
  onShippoConfigurationUpdated: ['wix.ecom.v1.shippo_configuration_updated', UpdatedEvent<EventEntity>];
  onShippoConfigurationDeleted: ['wix.ecom.v1.shippo_configuration_deleted', DeletedEvent<EventEntity>];
  onTipCreated: ['wix.ecom.v1.tip_created', CreatedEvent<EventEntity>];
  onTipUpdated: ['wix.ecom.v1.tip_updated', UpdatedEvent<EventEntity>];
  onTipDeleted: ['wix.ecom.v1.tip_deleted', DeletedEvent<EventEntity>];
  onV3ProductCreated: ['wix.stores.catalog.v3.product_created', CreatedEvent<EventEntity>];
  onV3ProductUpdated: ['wix.stores.catalog.v3.product_updated', UpdatedEvent<EventEntity>];
  onV3ProductDeleted: ['wix.stores.catalog.v3.product_deleted', DeletedEvent<EventEntity>];
  onV3VariantCreated: ['wix.stores.catalog.v3.variant_created', CreatedEvent<EventEntity>];
  onV3VariantUpdated: ['wix.stores.catalog.v3.variant_updated', UpdatedEvent<EventEntity>];
  onV3VariantDeleted: ['wix.stores.catalog.v3.variant_deleted', DeletedEvent<EventEntity>];
  onBrandCreated: ['wix.stores.catalog.v3.brand_created', CreatedEvent<EventEntity>];
  onBrandUpdated: ['wix.stores.catalog.v3.brand_updated', UpdatedEvent<EventEntity>];
  onBrandDeleted: ['wix.stores.catalog.v3.brand_deleted', DeletedEvent<EventEntity>];
  onRibbonCreated: ['wix.stores.catalog.v3.ribbon_created', CreatedEvent<EventEntity>];
  onRibbonUpdated: ['wix.stores.catalog.v3.ribbon_updated', UpdatedEvent<EventEntity>];
  onRibbonDeleted: ['wix.stores.catalog.v3.ribbon_deleted', DeletedEvent<EventEntity>];
  onCustomizationCreated: ['wix.stores.catalog.v3.customization_created', CreatedEvent<EventEntity>];
  onCustomizationUpdated: ['wix.stores.catalog.v3.customization_updated', UpdatedEvent<EventEntity>];
  onCustomizationDeleted: ['wix.stores.catalog.v3.customization_deleted', DeletedEvent<EventEntity>];
  onInfoSectionCreated: ['wix.stores.catalog.v3.info_section_created', CreatedEvent<EventEntity>];
  onInfoSectionUpdated: ['wix.stores.catalog.v3.info_section_updated', UpdatedEvent<EventEntity>];
  onInfoSectionDeleted: ['wix.stores.catalog.v3.info_section_deleted', DeletedEvent<EventEntity>];
  onInventoryItemCreated: ['wix.stores.catalog.v3.inventory_item_created', CreatedEvent<EventEntity>];
  onInventoryItemUpdated: ['wix.stores.catalog.v3.inventory_item_updated', UpdatedEvent<EventEntity>];
  onInventoryItemDeleted: ['wix.stores.catalog.v3.inventory_item_deleted', DeletedEvent<EventEntity>];
  onInventoryItemStockStatusUpdated: [
    'wix.stores.catalog.v3.inventory_item_stock_status_updated',
    ActionEvent,
  ];
  onInventoryItemUpdatedWithReason: ['wix.stores.catalog.v3.inventory_item_updated_with_reason', ActionEvent];
  /** The store's "send test" button (`POST /cartwright/v1/webhooks/{id}/test`). */
  onWebhookTest: ['cartwright.v1.webhook_test', ActionEvent];
}

export type EventHandlerName = keyof EventHandlerTable;

/** One optional handler per event; a handler may be async, and the delivery answers once it settles. */
export type EventHandlers = {
  [N in EventHandlerName]?: (event: EventHandlerTable[N][1]) => unknown;
};

/** A verified event: its type, the webhook's metadata and what its handler receives. */
export type ProcessedEvent = {
  [N in EventHandlerName]: { eventType: EventHandlerTable[N][0]; handler: N; event: EventHandlerTable[N][1] };
}[EventHandlerName];
