// The products module's face: what other modules may use. Nothing outside the module imports its other files.
export { isAllProducts } from './all-products.js';
export type { CatalogImage, CatalogItem, CatalogItemReference, CatalogLookup } from './catalog-items.js';
export type { CatalogLookupCache } from './catalog-lookup-cache.js';
export {
  collectionMemberCount,
  deleteMemberships,
  insertMemberships,
  lockExistingProducts,
} from './collection-membership.repository.js';
export { addProductMedia } from './media.service.js';
export { touchProduct } from './products.repository.js';
export { catalogHasProducts, createProduct } from './products.service.js';
export { absoluteUrl, readContext } from './read-context.js';
export { nextFreeSlug, retryingSlugRace, slugify } from './slugs.js';
export { updateVariants } from './variants.service.js';
