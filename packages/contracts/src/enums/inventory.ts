// Inventory and stock-notification vocabularies (spec §3 "Enumerations").

export const LOCATION_TYPES = ['VIRTUAL', 'PHYSICAL'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Why an inventory quantity changed. */
export const INVENTORY_CHANGE_REASONS = ['ORDER', 'MANUAL', 'REVERT_INVENTORY_CHANGE'] as const;
export type InventoryChangeReason = (typeof INVENTORY_CHANGE_REASONS)[number];

export const BACK_IN_STOCK_REQUEST_STATUSES = [
  'RECEIVED',
  'PROCESSING',
  'NOTIFICATION_SENT',
  'FAILED',
] as const;
export type BackInStockRequestStatus = (typeof BACK_IN_STOCK_REQUEST_STATUSES)[number];
