// Mounts every module's routes on the app; each route resolves its caller itself, so the order is free but
// for fixed paths before parameters.
import {
  ABANDONED_CHECKOUT_SETTINGS_PATH,
  ABANDONED_CHECKOUTS_PATH,
  ADMIN_ORDERS_PATH,
  ADMIN_SESSION_PATH,
  API_KEYS_PATH,
  AUTH_SETTINGS_PATH,
  AUTHENTICATION_ALIAS_PREFIX,
  AUTHENTICATION_PREFIX,
  BACK_IN_STOCK_REQUESTS_PATH,
  BUYER_ORDERS_PATH,
  CAPTCHA_CHALLENGE_PATH,
  CHECKOUT_RECOVERIES_PATH,
  CHECKOUTS_PATH,
  EMAIL_OUTBOX_PATH,
  EVENTS_STREAM_PATH,
  HOSTED_SESSION_PATH,
  MEDIA_UPLOAD_PATH,
  MEMBER_FACTORS_PATH,
  MY_ORDERS_PATH,
  OAUTH_CLIENTS_PATH,
  RECOVERY_PATH,
  REDIRECT_SESSION_PATHS,
  REDIRECT_TARGETS_PATH,
  SSO_CONNECTIONS_PATH,
  SSO_PROVIDERS_PATH,
  VERIFICATION_PREFIX,
  WEBHOOKS_PATH,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from './deps.js';
import { checkoutFromCartRoutes } from './flows/checkout-from-cart.routes.js';
import { placeOrderRoutes } from './flows/place-order.routes.js';
import { recoverCheckoutRoutes } from './flows/recover-checkout.routes.js';
import { updateCheckoutRoutes } from './flows/update-checkout.routes.js';
import type { AppEnv } from './http/app-env.js';
import {
  abandonedCheckoutRoutes,
  abandonedCheckoutSettingsRoutes,
} from './modules/abandoned-checkouts/abandoned-checkouts.routes.js';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.js';
import { adminSessionRoutes } from './modules/admin-auth/admin-session.routes.js';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes.js';
import { backInStockRoutes } from './modules/back-in-stock/back-in-stock.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { checkoutRoutes } from './modules/checkouts/checkouts.routes.js';
import { oauthClientRoutes } from './modules/clients/clients.routes.js';
import {
  collectionReadRoutes,
  collectionV1ReadRoutes,
  collectionWriteRoutes,
} from './modules/collections/collections.routes.js';
import { emailOutboxRoutes } from './modules/email/email.routes.js';
import { eventStreamRoutes } from './modules/events/event-stream.routes.js';
import { webhookRoutes } from './modules/events/webhooks.routes.js';
import { authSettingsRoutes } from './modules/identity/auth-settings.routes.js';
import { authenticationRoutes, signOnRoutes } from './modules/identity/authentication.routes.js';
import { captchaRoutes } from './modules/identity/captcha.routes.js';
import { memberFactorRoutes } from './modules/identity/factors.routes.js';
import { verificationAuthRoutes, verificationStartRoutes } from './modules/identity/verification.routes.js';
import { jobRoutes } from './modules/jobs/jobs.routes.js';
import { memberRoutes } from './modules/members/members.routes.js';
import { authenticationPageRoutes } from './modules/oauth/authentication-pages.routes.js';
import { authorizeRoutes } from './modules/oauth/authorize.routes.js';
import { hostedSessionRoutes } from './modules/oauth/hosted-session.routes.js';
import { tokenRoutes } from './modules/oauth/token.routes.js';
import { adminOrderRoutes, buyerOrderRoutes, myOrderRoutes } from './modules/orders/orders.routes.js';
import { orderAdminStepRoutes } from './modules/orders/orders-admin.routes.js';
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
import { changePasswordRoutes } from './modules/recovery/change-password.routes.js';
import { recoveryRoutes } from './modules/recovery/recovery.routes.js';
import { redirectTargetRoutes } from './modules/redirects/redirect-targets.routes.js';
import { redirectSessionRoutes } from './modules/redirects/redirects.routes.js';
import { ssoConnectionRoutes, ssoLoginRoutes, ssoProviderRoutes } from './modules/sso/sso.routes.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { uploadRoutes } from './modules/uploads/uploads.routes.js';

export function mountRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.route('/oauth2', tokenRoutes(deps));
  app.route('/oauth2', authorizeRoutes(deps));
  app.route(HOSTED_SESSION_PATH, hostedSessionRoutes(deps));
  app.route('/_api/iam/authentication/v1', authenticationPageRoutes(deps));
  app.route('/iam/authentication/v1', authenticationPageRoutes(deps));
  app.route('/cartwright/v1/admin', adminAuthRoutes(deps));
  app.route(ADMIN_SESSION_PATH, adminSessionRoutes(deps));
  app.route(AUTHENTICATION_PREFIX, authenticationRoutes(deps));
  app.route(AUTHENTICATION_ALIAS_PREFIX, authenticationRoutes(deps));
  app.route(VERIFICATION_PREFIX, verificationAuthRoutes(deps));
  app.route(CAPTCHA_CHALLENGE_PATH, captchaRoutes(deps));
  app.route(AUTHENTICATION_PREFIX, ssoLoginRoutes(deps));
  app.route(AUTHENTICATION_ALIAS_PREFIX, ssoLoginRoutes(deps));
  app.route(SSO_PROVIDERS_PATH, ssoProviderRoutes(deps));
  app.route(VERIFICATION_PREFIX, verificationStartRoutes(deps));
  app.route(AUTHENTICATION_PREFIX, signOnRoutes(deps));
  app.route(AUTHENTICATION_ALIAS_PREFIX, signOnRoutes(deps));
  app.route(AUTH_SETTINGS_PATH, authSettingsRoutes(deps));
  app.route(MEMBER_FACTORS_PATH, memberFactorRoutes(deps));
  app.route(SSO_CONNECTIONS_PATH, ssoConnectionRoutes(deps));
  app.route(OAUTH_CLIENTS_PATH, oauthClientRoutes(deps));
  app.route(API_KEYS_PATH, apiKeyRoutes(deps));
  app.route(REDIRECT_TARGETS_PATH, redirectTargetRoutes(deps));
  app.route('/cartwright/v1/web-config', storeRoutes(deps));
  for (const path of REDIRECT_SESSION_PATHS) app.route(path, redirectSessionRoutes(deps));
  app.route(EMAIL_OUTBOX_PATH, emailOutboxRoutes(deps));
  app.route(RECOVERY_PATH, recoveryRoutes(deps));
  app.route('/_api/iam/authentication', changePasswordRoutes(deps));
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
  app.route(CHECKOUTS_PATH, updateCheckoutRoutes(deps));
  app.route('/members/v1/members', memberRoutes(deps));
  app.route('/cartwright/v1/jobs', jobRoutes(deps));
  app.route(WEBHOOKS_PATH, webhookRoutes(deps));
  app.route(EVENTS_STREAM_PATH, eventStreamRoutes(deps));
  app.route(CHECKOUTS_PATH, placeOrderRoutes(deps));
  app.route(BUYER_ORDERS_PATH, buyerOrderRoutes(deps));
  app.route(MY_ORDERS_PATH, myOrderRoutes(deps));
  app.route(ADMIN_ORDERS_PATH, adminOrderRoutes(deps));
  app.route(ADMIN_ORDERS_PATH, orderAdminStepRoutes(deps));
  app.route(ABANDONED_CHECKOUTS_PATH, abandonedCheckoutRoutes(deps));
  app.route(ABANDONED_CHECKOUT_SETTINGS_PATH, abandonedCheckoutSettingsRoutes(deps));
  app.route(CHECKOUT_RECOVERIES_PATH, recoverCheckoutRoutes(deps));
  app.route(BACK_IN_STOCK_REQUESTS_PATH, backInStockRoutes(deps));
}
