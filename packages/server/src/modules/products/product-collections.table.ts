// Product membership in collections: a product's collectionIds. Products own these rows; the collections
// module changes and counts them through the products face.

export interface ProductCollectionsTable {
  collection_id: string;
  product_id: string;
  added_at: Date;
}
