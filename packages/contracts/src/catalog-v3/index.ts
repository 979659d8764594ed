// Catalog V3 entity wire shapes: brands, ribbons and the call shapes they share.
export * from './brands.js';
export * from './customizations.js';
export * from './info-sections.js';
export * from './ribbons.js';
export * from './v3-entity-calls.js';
