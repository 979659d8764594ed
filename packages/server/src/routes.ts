// Mounts every module's routes on the app; each route resolves its caller itself, so the order is free but
// for fixed paths before parameters.
import {
  ABANDONED_CHECKOUT_SETTINGS_PATH,
  ABANDONED_CHECKOUTS_PATH,
  ADMIN_AUTH_PREFIX,
  ADMIN_ORDERS_PATH,
  ADMIN_SESSION_PATH,
  API_KEYS_PATH,
  AUTH_SETTINGS_PATH,
  AUTHENTICATION_ALIAS_PREFIX,
  AUTHENTICATION_PAGES_ALIAS_PREFIX,
  AUTHENTICATION_PAGES_PREFIX,
  AUTHENTICATION_PREFIX,
  BACK_IN_STOCK_CONFIRMATIONS_PATH,
  BACK_IN_STOCK_REQUESTS_PATH,
  BULK_PRODUCTS_PATH,
  BUYER_ORDERS_PATH,
  CAPTCHA_CHALLENGE_PATH,
  CARTWRIGHT_PRODUCTS_PATH,
  CATALOG_VERSION_PATH,
  CHECKOUT_RECOVERIES_PATH,
  CHECKOUTS_PATH,
  COLLECTIONS_PATH,
  COLLECTIONS_V1_READER_PATH,
  COLLECTIONS_V2_PATH,
  COLLECTIONS_V2_READER_PATH,
  COUPONS_PATH,
  CURRENT_CART_PATH,
  DISCOUNT_RULES_PATH,
  EMAIL_OUTBOX_PATH,
  EVENTS_STREAM_PATH,
  HOSTED_SESSION_PATH,
  JOBS_PATH_PREFIX,
  MEDIA_UPLOAD_PATH,
  MEMBER_FACTORS_PATH,
  MEMBER_RECOVERY_CODES_PATH,
  MEMBERS_PATH,
  MY_ORDERS_PATH,
  OAUTH_CLIENTS_PATH,
  OAUTH_PREFIX,
  ORDER_LINKS_PATH,
  PAYMENT_SETTINGS_PATH,
  PRODUCT_FACETS_PATH,
  PRODUCTS_PATH,
  PRODUCTS_READER_PATH,
  PRODUCTS_V3_PATH,
  QUERY_PRODUCTS_PATH,
  RECOVERY_PATH,
  REDIRECT_SESSION_PATHS,
  REDIRECT_TARGETS_PATH,
  SEARCH_SUGGESTIONS_PATH,
  SEARCH_SYNONYMS_PATH,
  SHIPPING_REGIONS_PATH,
  SSO_CONNECTIONS_PATH,
  SSO_PROVIDERS_PATH,
  STORE_VARIANTS_PATH,
  STRIPE_WEBHOOKS_PATH,
  TAX_REGIONS_PATH,
  TAX_SETTINGS_PATH,
  VERIFICATION_PREFIX,
  WEB_CONFIG_PATH,
  WEBHOOKS_PATH,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from './deps.js';
import { blockOrDeleteMemberRoutes } from './flows/block-or-delete-member.routes.js';
import { checkoutFromCartRoutes } from './flows/checkout-from-cart.routes.js';
import { orderPaymentStepRoutes } from './flows/payment-capture.routes.js';
import { orderRefundRoutes, paymentSessionRoutes, stripeWebhookRoutes } from './flows/payments.routes.js';
import { placeOrderRoutes } from './flows/place-order.routes.js';
import { recoverCheckoutRoutes } from './flows/recover-checkout.routes.js';
import { searchSuggestionsRoutes } from './flows/search-suggestions.routes.js';
import { tokenRoutes } from './flows/token.routes.js';
import { updateCheckoutRoutes } from './flows/update-checkout.routes.js';
import type { AppEnv } from './http/app-env.js';
import {
  abandonedCheckoutRoutes,
  abandonedCheckoutSettingsRoutes,
} from './modules/abandoned-checkouts/abandoned-checkouts.routes.js';
import {
  backInStockConfirmationRoutes,
  backInStockRoutes,
} from './modules/back-in-stock/back-in-stock.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { catalogV3EntityRoutes } from './modules/catalog-entities/catalog-v3.routes.js';
import { checkoutRoutes } from './modules/checkouts/checkouts.routes.js';
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
import { memberRecoveryCodeRoutes } from './modules/identity/recovery-codes.routes.js';
import { verificationAuthRoutes, verificationStartRoutes } from './modules/identity/verification.routes.js';
import { jobRoutes } from './modules/jobs/jobs.routes.js';
import { memberRoutes } from './modules/members/members.routes.js';
import { apiKeyRoutes } from './modules/oauth/api-keys.routes.js';
import { authenticationPageRoutes } from './modules/oauth/authentication-pages.routes.js';
import { authorizeRoutes } from './modules/oauth/authorize.routes.js';
import { oauthClientRoutes } from './modules/oauth/clients.routes.js';
import { hostedSessionRoutes } from './modules/oauth/hosted-session.routes.js';
import {
  adminOrderRoutes,
  buyerOrderRoutes,
  myOrderRoutes,
  orderLinkRoutes,
} from './modules/orders/orders.routes.js';
import { orderAdminStepRoutes } from './modules/orders/orders-admin.routes.js';
import { paymentSettingsRoutes } from './modules/payments/payments.routes.js';
import {
  couponRoutes,
  discountRuleRoutes,
  shippingRegionRoutes,
  taxRegionRoutes,
  taxSettingsRoutes,
} from './modules/pricing/pricing.routes.js';
import { bulkRoutes } from './modules/products/bulk.routes.js';
import { mediaRoutes } from './modules/products/media.routes.js';
import { productFacetsRoutes } from './modules/products/product-facets.routes.js';
import { productReadRoutes, productWriteRoutes } from './modules/products/products.routes.js';
import { productQueryRoutes } from './modules/products/products-query.routes.js';
import { searchSynonymsRoutes } from './modules/products/search/synonyms.routes.js';
import { storeVariantRoutes } from './modules/products/store-variants.routes.js';
import { catalogVersionRoutes } from './modules/products/v3/catalog-version.routes.js';
import { productV3ReadRoutes } from './modules/products/v3/v3-products.routes.js';
import { productV3WriteRoutes } from './modules/products/v3/v3-write.routes.js';
import {
  variantOverrideRoutes,
  variantReadRoutes,
  variantWriteRoutes,
} from './modules/products/variants.routes.js';
import { redirectTargetRoutes } from './modules/redirects/redirect-targets.routes.js';
import { redirectSessionRoutes } from './modules/redirects/redirects.routes.js';
import { adminAuthRoutes } from './modules/sign-on/admin-auth.routes.js';
import { adminSessionRoutes } from './modules/sign-on/admin-session.routes.js';
import { changePasswordRoutes } from './modules/sign-on/change-password.routes.js';
import { recoveryRoutes } from './modules/sign-on/recovery.routes.js';
import { ssoConnectionRoutes, ssoLoginRoutes, ssoProviderRoutes } from './modules/sign-on/sso.routes.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { uploadRoutes } from './modules/uploads/uploads.routes.js';

export function mountRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.route(OAUTH_PREFIX, tokenRoutes(deps));
  app.route(OAUTH_PREFIX, authorizeRoutes(deps));
  app.route(HOSTED_SESSION_PATH, hostedSessionRoutes(deps));
  app.route(AUTHENTICATION_PAGES_PREFIX, authenticationPageRoutes(deps));
  app.route(AUTHENTICATION_PAGES_ALIAS_PREFIX, authenticationPageRoutes(deps));
  app.route(ADMIN_AUTH_PREFIX, adminAuthRoutes(deps));
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
  app.route(MEMBER_RECOVERY_CODES_PATH, memberRecoveryCodeRoutes(deps));
  app.route(SSO_CONNECTIONS_PATH, ssoConnectionRoutes(deps));
  app.route(OAUTH_CLIENTS_PATH, oauthClientRoutes(deps));
  app.route(API_KEYS_PATH, apiKeyRoutes(deps));
  app.route(REDIRECT_TARGETS_PATH, redirectTargetRoutes(deps));
  app.route(WEB_CONFIG_PATH, storeRoutes(deps));
  for (const path of REDIRECT_SESSION_PATHS) app.route(path, redirectSessionRoutes(deps));
  app.route(EMAIL_OUTBOX_PATH, emailOutboxRoutes(deps));
  app.route(RECOVERY_PATH, recoveryRoutes(deps));
  app.route(AUTHENTICATION_PREFIX, changePasswordRoutes(deps));
  app.route(PRODUCTS_PATH, productWriteRoutes(deps));
  app.route(PRODUCTS_PATH, variantWriteRoutes(deps));
  app.route(PRODUCTS_PATH, mediaRoutes(deps));
  app.route(BULK_PRODUCTS_PATH, bulkRoutes(deps));
  // Fixed paths before `/:id`: routes match in the order they are added.
  app.route(QUERY_PRODUCTS_PATH, productQueryRoutes(deps));
  app.route(PRODUCTS_READER_PATH, variantReadRoutes(deps));
  app.route(PRODUCTS_READER_PATH, productReadRoutes(deps));
  app.route(STORE_VARIANTS_PATH, storeVariantRoutes(deps));
  app.route(CATALOG_VERSION_PATH, catalogVersionRoutes());
  app.route(PRODUCTS_V3_PATH, productV3ReadRoutes(deps));
  app.route(PRODUCTS_V3_PATH, productV3WriteRoutes(deps));
  app.route(COLLECTIONS_PATH, collectionWriteRoutes(deps));
  for (const [path, routes] of catalogV3EntityRoutes(deps)) app.route(path, routes);
  app.route(COLLECTIONS_V1_READER_PATH, collectionV1ReadRoutes(deps));
  app.route(COLLECTIONS_V2_PATH, collectionReadRoutes(deps));
  app.route(COLLECTIONS_V2_READER_PATH, collectionReadRoutes(deps));
  app.route(MEDIA_UPLOAD_PATH, uploadRoutes(deps));
  app.route(COUPONS_PATH, couponRoutes(deps));
  app.route(DISCOUNT_RULES_PATH, discountRuleRoutes(deps));
  app.route(SHIPPING_REGIONS_PATH, shippingRegionRoutes(deps));
  app.route(TAX_REGIONS_PATH, taxRegionRoutes(deps));
  app.route(TAX_SETTINGS_PATH, taxSettingsRoutes(deps));
  app.route(SEARCH_SYNONYMS_PATH, searchSynonymsRoutes(deps));
  app.route(PRODUCT_FACETS_PATH, productFacetsRoutes(deps));
  app.route(CARTWRIGHT_PRODUCTS_PATH, variantOverrideRoutes(deps));
  app.route(SEARCH_SUGGESTIONS_PATH, searchSuggestionsRoutes(deps));
  app.route(CURRENT_CART_PATH, cartRoutes(deps));
  app.route(CURRENT_CART_PATH, checkoutFromCartRoutes(deps));
  app.route(CHECKOUTS_PATH, checkoutRoutes(deps));
  app.route(CHECKOUTS_PATH, updateCheckoutRoutes(deps));
  app.route(MEMBERS_PATH, memberRoutes(deps));
  app.route(MEMBERS_PATH, blockOrDeleteMemberRoutes(deps));
  app.route(JOBS_PATH_PREFIX, jobRoutes(deps));
  app.route(WEBHOOKS_PATH, webhookRoutes(deps));
  app.route(EVENTS_STREAM_PATH, eventStreamRoutes(deps));
  app.route(CHECKOUTS_PATH, placeOrderRoutes(deps));
  app.route(CHECKOUTS_PATH, paymentSessionRoutes(deps));
  app.route(STRIPE_WEBHOOKS_PATH, stripeWebhookRoutes(deps));
  app.route(PAYMENT_SETTINGS_PATH, paymentSettingsRoutes(deps));
  app.route(BUYER_ORDERS_PATH, buyerOrderRoutes(deps));
  app.route(MY_ORDERS_PATH, myOrderRoutes(deps));
  app.route(ORDER_LINKS_PATH, orderLinkRoutes(deps));
  app.route(ADMIN_ORDERS_PATH, adminOrderRoutes(deps));
  app.route(ADMIN_ORDERS_PATH, orderAdminStepRoutes(deps));
  app.route(ADMIN_ORDERS_PATH, orderRefundRoutes(deps));
  app.route(ADMIN_ORDERS_PATH, orderPaymentStepRoutes(deps));
  app.route(ABANDONED_CHECKOUTS_PATH, abandonedCheckoutRoutes(deps));
  app.route(ABANDONED_CHECKOUT_SETTINGS_PATH, abandonedCheckoutSettingsRoutes(deps));
  app.route(CHECKOUT_RECOVERIES_PATH, recoverCheckoutRoutes(deps));
  app.route(BACK_IN_STOCK_REQUESTS_PATH, backInStockRoutes(deps));
  app.route(BACK_IN_STOCK_CONFIRMATIONS_PATH, backInStockConfirmationRoutes(deps));
}
