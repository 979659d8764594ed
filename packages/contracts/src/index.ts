// Wire shapes and schemas shared by the client and the server.

export * from './abandoned-checkouts/index.js';
export * from './admin/index.js';
export * from './back-in-stock/index.js';
export * from './cart/index.js';
export * from './catalog/index.js';
export * from './catalog-v3/index.js';
export * from './enums/index.js';
export * from './errors/error-envelope.js';
export * from './events/index.js';
export * from './identity/index.js';
export * from './limits.js';
export * from './members/index.js';
export * from './oauth/authorize.js';
export * from './oauth/token.js';
export * from './orders/index.js';
export * from './pricing/index.js';
export * from './query/paging.js';
export * from './recovery/index.js';
export * from './redirects/redirect-session.js';
export * from './redirects/redirect-targets.js';
export * from './schema/literal-union.js';
export * from './store/web-config.js';
export * from './storefront/storefront-pages.js';
export * from './wire/api-paths.js';
export * from './wire/canonical-json.js';
export * from './wire/input-limits.js';
