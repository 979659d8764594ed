// Webhook event types of the catalog families (wire.md §5.3 catalog v1, §5.4 catalog v3).

/** Catalog v1 events are not domain events: their eventType is a proto message name. */
export const PRODUCT_V1_EVENT_TYPES = [
  'com.wix.ecommerce.catalog.api.v1.ProductCreated',
  'com.wix.ecommerce.catalog.api.v1.ProductChanged',
  'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
  'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
  'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
  'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
  'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
] as const;
export type ProductV1EventType = (typeof PRODUCT_V1_EVENT_TYPES)[number];

/** Slugs of the catalog v1 events, in the order of PRODUCT_V1_EVENT_TYPES. */
export const PRODUCT_V1_EVENT_SLUGS = [
  'product_created',
  'product_changed',
  'product_deleted',
  'variants_changed',
  'collection_created',
  'collection_changed',
  'collection_deleted',
] as const;
export type ProductV1EventSlug = (typeof PRODUCT_V1_EVENT_SLUGS)[number];

export const V3_PRODUCT_EVENT_TYPES = [
  'wix.stores.catalog.v3.product_created',
  'wix.stores.catalog.v3.product_updated',
  'wix.stores.catalog.v3.product_deleted',
] as const;
export type V3ProductEventType = (typeof V3_PRODUCT_EVENT_TYPES)[number];

export const BRAND_EVENT_TYPES = [
  'wix.stores.catalog.v3.brand_created',
  'wix.stores.catalog.v3.brand_updated',
  'wix.stores.catalog.v3.brand_deleted',
] as const;
export type BrandEventType = (typeof BRAND_EVENT_TYPES)[number];

export const RIBBON_EVENT_TYPES = [
  'wix.stores.catalog.v3.ribbon_created',
  'wix.stores.catalog.v3.ribbon_updated',
  'wix.stores.catalog.v3.ribbon_deleted',
] as const;
export type RibbonEventType = (typeof RIBBON_EVENT_TYPES)[number];

export const CUSTOMIZATION_EVENT_TYPES = [
  'wix.stores.catalog.v3.customization_created',
  'wix.stores.catalog.v3.customization_updated',
  'wix.stores.catalog.v3.customization_deleted',
] as const;
export type CustomizationEventType = (typeof CUSTOMIZATION_EVENT_TYPES)[number];

export const INFO_SECTION_EVENT_TYPES = [
  'wix.stores.catalog.v3.info_section_created',
  'wix.stores.catalog.v3.info_section_updated',
  'wix.stores.catalog.v3.info_section_deleted',
] as const;
export type InfoSectionEventType = (typeof INFO_SECTION_EVENT_TYPES)[number];

export const INVENTORY_ITEM_EVENT_TYPES = [
  'wix.stores.catalog.v3.inventory_item_created',
  'wix.stores.catalog.v3.inventory_item_updated',
  'wix.stores.catalog.v3.inventory_item_deleted',
  'wix.stores.catalog.v3.inventory_item_stock_status_updated',
  'wix.stores.catalog.v3.inventory_item_updated_with_reason',
] as const;
export type InventoryItemEventType = (typeof INVENTORY_ITEM_EVENT_TYPES)[number];

/** The gateway defines none for read-only v3 variants; Cartwright names them in the v3 pattern (wire.md §6). */
export const V3_VARIANT_EVENT_TYPES = [
  'wix.stores.catalog.v3.variant_created',
  'wix.stores.catalog.v3.variant_updated',
  'wix.stores.catalog.v3.variant_deleted',
] as const;
export type V3VariantEventType = (typeof V3_VARIANT_EVENT_TYPES)[number];
