// Mounts every module's routes (and the caller resolution they rely on) on the app.
import { ADMIN_SESSION_PATH, MEDIA_UPLOAD_PATH } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from './deps.js';
import { checkoutFromCartRoutes } from './flows/checkout-from-cart.routes.js';
import type { AppEnv } from './http/app-env.js';
import { resolveCaller } from './http/resolve-caller.js';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.js';
import { adminSessionRoutes } from './modules/admin-auth/admin-session.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { checkoutRoutes } from './modules/checkouts/checkouts.routes.js';
import {
  collectionReadRoutes,
  collectionV1ReadRoutes,
  collectionWriteRoutes,
} from './modules/collections/collections.routes.js';
import { tokenRoutes } from './modules/oauth/token.routes.js';
import {
  couponRoutes,
  discountRuleRoutes,
  shippingRegionRoutes,
  taxRegionRoutes,
  taxSettingsRoutes,
} from './modules/pricing/pricing.routes.js';
import { bulkRoutes } from './modules/products/bulk.routes.js';
import { mediaRoutes } from './modules/products/media.routes.js';
import { productReadRoutes, productWriteRoutes } from './modules/products/products.routes.js';
import { productQueryRoutes } from './modules/products/products-query.routes.js';
import { storeVariantRoutes } from './modules/products/store-variants.routes.js';
import { variantReadRoutes, variantWriteRoutes } from './modules/products/variants.routes.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { uploadRoutes } from './modules/uploads/uploads.routes.js';

export function mountRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  // Before the caller resolver: the token endpoint and admin sign-in and session ignore the Authorization header.
  app.route('/oauth2', tokenRoutes(deps));
  app.route('/cartwright/v1/admin', adminAuthRoutes(deps));
  app.route(ADMIN_SESSION_PATH, adminSessionRoutes(deps));
  app.use(resolveCaller(deps));
  app.route('/cartwright/v1/web-config', storeRoutes(deps));
  app.route('/stores/v1/products', productWriteRoutes(deps));
  app.route('/stores/v1/products', variantWriteRoutes(deps));
  app.route('/stores/v1/products', mediaRoutes(deps));
  app.route('/stores/v1/bulk/products', bulkRoutes(deps));
  // Fixed paths before `/:id`: routes match in the order they are added.
  app.route('/stores-reader/v1/products/query-platformized', productQueryRoutes(deps));
  app.route('/stores-reader/v1/products', variantReadRoutes(deps));
  app.route('/stores-reader/v1/products', productReadRoutes(deps));
  app.route('/stores-reader/v1/variants', storeVariantRoutes(deps));
  app.route('/stores/v1/collections', collectionWriteRoutes(deps));
  app.route('/stores-reader/v1/collections', collectionV1ReadRoutes(deps));
  app.route('/v2/collections', collectionReadRoutes(deps));
  app.route('/stores-reader/v2/collections', collectionReadRoutes(deps));
  app.route(MEDIA_UPLOAD_PATH, uploadRoutes(deps));
  app.route('/cartwright/v1/coupons', couponRoutes(deps));
  app.route('/cartwright/v1/discount-rules', discountRuleRoutes(deps));
  app.route('/cartwright/v1/shipping-regions', shippingRegionRoutes(deps));
  app.route('/cartwright/v1/tax-regions', taxRegionRoutes(deps));
  app.route('/cartwright/v1/tax-settings', taxSettingsRoutes(deps));
  app.route('/ecom/v1/carts/current', cartRoutes(deps));
  app.route('/ecom/v1/carts/current', checkoutFromCartRoutes(deps));
  app.route('/ecom/v1/checkouts', checkoutRoutes(deps));
}
