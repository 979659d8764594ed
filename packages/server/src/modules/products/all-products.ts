// The default collection every store has: it holds every product without membership rows.

/** The platform's id for "All Products" (not a uuid; migration 0004 made collection ids text for it). */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';

export const isAllProducts = (id: string): boolean => id === ALL_PRODUCTS_COLLECTION_ID;
