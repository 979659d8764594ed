// The platform's fixed id of the default "All Products" collection, which lists every product.
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';
