// The catalog V3 entities module's face: what other modules and flows may use.

export type { CatalogEntityUsage } from './catalog-entity-family.js';
export { assignCatalogEntities, assignmentUsage } from './catalog-entity-usage.js';
export type { CatalogV3Kind } from './catalog-v3-kinds.js';
