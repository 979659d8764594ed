// The whole database as Kysely sees it: every module adds its tables here.

import type {
  AbandonedCheckoutSettingsTable,
  AbandonedCheckoutsTable,
} from '../modules/abandoned-checkouts/abandoned-checkouts.table.js';
import type { AdminsTable } from '../modules/admins/admins.table.js';
import type { BackInStockRequestsTable } from '../modules/back-in-stock/back-in-stock.table.js';
import type { CartLineItemsTable, CartsTable, IdempotencyKeysTable } from '../modules/cart/cart.table.js';
import type {
  CatalogV3AssignmentsTable,
  CatalogV3EntitiesTable,
} from '../modules/catalog-entities/catalog-entities.table.js';
import type { CheckoutsTable } from '../modules/checkouts/checkouts.table.js';
import type { CollectionsTable } from '../modules/collections/collections.table.js';
import type { EmailOutboxTable, ShopperEmailThrottleTable } from '../modules/email/email.table.js';
import type {
  EventDispatchMarkTable,
  EventOutboxTable,
  EventSequencesTable,
} from '../modules/events/events.table.js';
import type {
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookSigningTable,
  WebhooksTable,
} from '../modules/events/webhooks.table.js';
import type {
  MemberFactorsTable,
  MemberRecoveryCodesTable,
  MfaChallengesTable,
  TrustedDevicesTable,
} from '../modules/identity/factors.table.js';
import type {
  AuthSettingsTable,
  CaptchaChallengesTable,
  EmailVerificationsTable,
  VerificationEmailSendsTable,
  VerificationWrongCodesTable,
} from '../modules/identity/identity.table.js';
import type {
  AdminLoginKnownAddressesTable,
  AdminLoginThrottleTable,
} from '../modules/identity/login-throttle.table.js';
import type { SessionTokensTable } from '../modules/identity/session-tokens.table.js';
import type { JobsTable } from '../modules/jobs/jobs.table.js';
import type { MemberCredentialsTable, MembersTable } from '../modules/members/members.table.js';
import type { ApiKeysTable } from '../modules/oauth/api-keys.table.js';
import type { OAuthClientsTable } from '../modules/oauth/clients.table.js';
import type {
  AuthorizationCodesTable,
  HostedSessionsTable,
  RefreshTokensTable,
  SigningKeysTable,
} from '../modules/oauth/oauth.table.js';
import type { OrderFulfillmentsTable } from '../modules/orders/fulfillments/fulfillments.table.js';
import type {
  OrderActivitiesTable,
  OrderLineItemsTable,
  OrderNumberCounterTable,
  OrdersTable,
  PaymentAttemptsTable,
} from '../modules/orders/orders.table.js';
import type { OrderRefundsTable } from '../modules/orders/refunds/refunds.table.js';
import type {
  PaymentSessionsTable,
  PaymentSettingsTable,
  PaymentWebhookEventsTable,
} from '../modules/payments/payments.table.js';
import type {
  CouponsTable,
  CouponUsesTable,
  DiscountRulesTable,
  ShippingRegionDestinationsTable,
  ShippingRegionsTable,
  TaxRegionsTable,
  TaxSettingsTable,
} from '../modules/pricing/pricing.table.js';
import type { ProductCollectionsTable } from '../modules/products/product-collections.table.js';
import type {
  ProductChoiceMediaTable,
  ProductChoicesTable,
  ProductMediaTable,
  ProductOptionsTable,
  ProductSearchTable,
  ProductsTable,
  ProductVariantsTable,
  SearchSynonymsTable,
} from '../modules/products/products.table.js';
import type { RedirectTargetsTable } from '../modules/redirects/redirect-targets.table.js';
import type { RecoveryEmailThrottleTable, RecoveryTokensTable } from '../modules/sign-on/recovery.table.js';
import type {
  SsoConnectionsTable,
  SsoIdentitiesTable,
  SsoLoginsTable,
} from '../modules/sign-on/sso.table.js';
import type { StoreSecretsTable, StoreSettingsTable } from '../modules/store/store.table.js';

export interface Tables {
  oauth_clients: OAuthClientsTable;
  signing_keys: SigningKeysTable;
  refresh_tokens: RefreshTokensTable;
  api_keys: ApiKeysTable;
  admins: AdminsTable;
  admin_login_throttle: AdminLoginThrottleTable;
  admin_login_known_addresses: AdminLoginKnownAddressesTable;
  store_settings: StoreSettingsTable;
  store_secrets: StoreSecretsTable;
  event_outbox: EventOutboxTable;
  event_dispatch_mark: EventDispatchMarkTable;
  event_sequences: EventSequencesTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  webhook_signing: WebhookSigningTable;
  products: ProductsTable;
  product_options: ProductOptionsTable;
  product_choices: ProductChoicesTable;
  product_variants: ProductVariantsTable;
  product_media: ProductMediaTable;
  product_choice_media: ProductChoiceMediaTable;
  product_search: ProductSearchTable;
  search_synonyms: SearchSynonymsTable;
  collections: CollectionsTable;
  product_collections: ProductCollectionsTable;
  carts: CartsTable;
  cart_line_items: CartLineItemsTable;
  checkouts: CheckoutsTable;
  idempotency_keys: IdempotencyKeysTable;
  coupons: CouponsTable;
  coupon_uses: CouponUsesTable;
  discount_rules: DiscountRulesTable;
  shipping_regions: ShippingRegionsTable;
  shipping_region_destinations: ShippingRegionDestinationsTable;
  tax_regions: TaxRegionsTable;
  tax_settings: TaxSettingsTable;
  members: MembersTable;
  member_credentials: MemberCredentialsTable;
  session_tokens: SessionTokensTable;
  email_outbox: EmailOutboxTable;
  hosted_sessions: HostedSessionsTable;
  authorization_codes: AuthorizationCodesTable;
  auth_settings: AuthSettingsTable;
  email_verifications: EmailVerificationsTable;
  verification_wrong_codes: VerificationWrongCodesTable;
  verification_email_sends: VerificationEmailSendsTable;
  captcha_challenges: CaptchaChallengesTable;
  recovery_tokens: RecoveryTokensTable;
  recovery_email_throttle: RecoveryEmailThrottleTable;
  member_factors: MemberFactorsTable;
  mfa_challenges: MfaChallengesTable;
  trusted_devices: TrustedDevicesTable;
  member_recovery_codes: MemberRecoveryCodesTable;
  sso_connections: SsoConnectionsTable;
  sso_logins: SsoLoginsTable;
  sso_identities: SsoIdentitiesTable;
  redirect_targets: RedirectTargetsTable;
  jobs: JobsTable;
  order_number_counter: OrderNumberCounterTable;
  orders: OrdersTable;
  order_line_items: OrderLineItemsTable;
  payment_attempts: PaymentAttemptsTable;
  order_activities: OrderActivitiesTable;
  order_fulfillments: OrderFulfillmentsTable;
  order_refunds: OrderRefundsTable;
  abandoned_checkouts: AbandonedCheckoutsTable;
  abandoned_checkout_settings: AbandonedCheckoutSettingsTable;
  back_in_stock_requests: BackInStockRequestsTable;
  shopper_email_throttle: ShopperEmailThrottleTable;
  payment_sessions: PaymentSessionsTable;
  payment_settings: PaymentSettingsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  catalog_v3_entities: CatalogV3EntitiesTable;
  catalog_v3_assignments: CatalogV3AssignmentsTable;
}
