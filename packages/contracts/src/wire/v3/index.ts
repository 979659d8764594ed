// Catalog V3 wire shapes: products, read-only variants, catalog versioning (the platform's /stores/v3 calls).
export * from './catalog-versioning.js';
export * from './products-v3.js';
export * from './products-v3-requests.js';
