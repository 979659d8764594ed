// The products module's face: what other modules may use. Nothing outside the module imports its other files.
export { isAllProducts } from './all-products.js';
export type {
  CatalogImage,
  CatalogItem,
  CatalogItemReference,
  CatalogLookup,
} from './catalog/catalog-items.js';
export { findCatalogItems } from './catalog/catalog-items.js';
export { addProductMedia } from './media/media.service.js';
export { collectionMemberCount } from './membership/collection-membership.sql.js';
export {
  joinCollection,
  leaveCollection,
  lockProductsForMembership,
  productCollectionsChanged,
} from './membership/membership.service.js';
export {
  type CatalogPage,
  visibleProductBySlug,
  visibleProductPages,
} from './pages/product-pages.js';
export { catalogHasProducts, createProduct } from './products.service.js';
export { absoluteUrl, readContext } from './read-context.js';
export { suggestProducts } from './search/product-suggestions.sql.js';
export { nextFreeSlug, retryingSlugRace, slugify } from './slugs.js';
export {
  type PlannedTake,
  planStock,
  returnStock,
  type StockAnswer,
  type StockShort,
  type StockTake,
  takeStock,
} from './stock/stock.service.js';
export { updateVariants } from './variants/variants.service.js';
