// The admin route table, relative to /admin: add a page by adding a row (and a nav entry when it has one).
import type { ComponentType } from 'react';
import { AbandonedCheckoutsPage } from './abandoned-checkouts/abandoned-checkouts-page.js';
import type { AdminNavIconName } from './admin-nav-icons.js';
import { BackInStockPage } from './back-in-stock/back-in-stock-page.js';
import { CollectionEditorPage } from './collections/collection-editor-page.js';
import { CollectionListPage } from './collections/collection-list-page.js';
import { EmailOutboxPage } from './email-outbox/email-outbox-page.js';
import { LiveEventsPage } from './events/live-events-page.js';
import { MemberDetailPage } from './members/member-detail-page.js';
import { MemberListPage } from './members/member-list-page.js';
import { OrderDetailPage } from './orders/order-detail-page.js';
import { OrderListPage } from './orders/order-list-page.js';
import { PaymentsPage } from './payments/payments-page.js';
import { CouponEditorPage } from './pricing/coupons/coupon-editor-page.js';
import { CouponListPage } from './pricing/coupons/coupon-list-page.js';
import { DiscountRuleEditorPage } from './pricing/discounts/discount-rule-editor-page.js';
import { DiscountRuleListPage } from './pricing/discounts/discount-rule-list-page.js';
import { ShippingRegionEditorPage } from './pricing/shipping/shipping-region-editor-page.js';
import { ShippingRegionListPage } from './pricing/shipping/shipping-region-list-page.js';
import { TaxPage } from './pricing/tax/tax-page.js';
import { TaxRegionEditorPage } from './pricing/tax/tax-region-editor-page.js';
import { ProductEditorPage } from './products/product-editor-page.js';
import { ProductListPage } from './products/product-list-page.js';
import { SearchSynonymsPage } from './search/search-synonyms-page.js';
import { ApiKeysPage } from './sign-in/api-keys/api-keys-page.js';
import { OAuthAppEditorPage } from './sign-in/oauth-apps/oauth-app-editor-page.js';
import { OAuthAppListPage } from './sign-in/oauth-apps/oauth-app-list-page.js';
import { RedirectTargetsPage } from './sign-in/redirect-targets/redirect-targets-page.js';
import { SignInSettingsPage } from './sign-in/sign-in-settings-page.js';
import { SsoConnectionEditorPage, SsoConnectionsPage } from './sign-in/sso-connections-page.js';
import { WebhookListPage } from './webhooks/webhook-list-page.js';
import { WebhookPage } from './webhooks/webhook-page.js';

export interface AdminRoute {
  /** wouter pattern relative to /admin, e.g. `/products/:id`. */
  path: string;
  component: ComponentType;
}

export interface AdminNavEntry {
  /** Relative to /admin. */
  to: string;
  label: string;
  /** The small icon before the label in the sidebar. */
  icon: AdminNavIconName;
}

/** Pages behind the sign-in, tried in order (put `/x/new` before `/x/:id`). */
export const adminRoutes: AdminRoute[] = [
  { path: '/products', component: ProductListPage },
  { path: '/products/new', component: ProductEditorPage },
  { path: '/products/:id', component: ProductEditorPage },
  { path: '/collections', component: CollectionListPage },
  { path: '/collections/new', component: CollectionEditorPage },
  { path: '/collections/:id', component: CollectionEditorPage },
  { path: '/members', component: MemberListPage },
  { path: '/members/:id', component: MemberDetailPage },
  { path: '/coupons', component: CouponListPage },
  { path: '/coupons/new', component: CouponEditorPage },
  { path: '/coupons/:id', component: CouponEditorPage },
  { path: '/discount-rules', component: DiscountRuleListPage },
  { path: '/discount-rules/new', component: DiscountRuleEditorPage },
  { path: '/discount-rules/:id', component: DiscountRuleEditorPage },
  { path: '/shipping-regions', component: ShippingRegionListPage },
  { path: '/shipping-regions/new', component: ShippingRegionEditorPage },
  { path: '/shipping-regions/:id', component: ShippingRegionEditorPage },
  { path: '/search-synonyms', component: SearchSynonymsPage },
  { path: '/tax', component: TaxPage },
  { path: '/tax/regions/new', component: TaxRegionEditorPage },
  { path: '/tax/regions/:id', component: TaxRegionEditorPage },
  { path: '/settings/payments', component: PaymentsPage },
  { path: '/settings/sign-in', component: SignInSettingsPage },
  { path: '/settings/sso', component: SsoConnectionsPage },
  { path: '/settings/sso/new', component: SsoConnectionEditorPage },
  { path: '/settings/sso/:id', component: SsoConnectionEditorPage },
  { path: '/settings/sign-in/oauth-apps', component: OAuthAppListPage },
  { path: '/settings/sign-in/oauth-apps/new', component: OAuthAppEditorPage },
  { path: '/settings/sign-in/oauth-apps/:id', component: OAuthAppEditorPage },
  { path: '/settings/sign-in/api-keys', component: ApiKeysPage },
  { path: '/settings/sign-in/redirect-targets', component: RedirectTargetsPage },
  { path: '/email-outbox', component: EmailOutboxPage },
  { path: '/webhooks', component: WebhookListPage },
  { path: '/webhooks/new', component: WebhookPage },
  { path: '/webhooks/:id', component: WebhookPage },
  { path: '/events', component: LiveEventsPage },
  { path: '/orders', component: OrderListPage },
  { path: '/orders/:id', component: OrderDetailPage },
  { path: '/abandoned-checkouts', component: AbandonedCheckoutsPage },
  { path: '/back-in-stock', component: BackInStockPage },
];

/** The admin navigation, in order. */
export const adminNavigation: AdminNavEntry[] = [
  { to: '/orders', label: 'Orders', icon: 'orders' },
  { to: '/abandoned-checkouts', label: 'Abandoned checkouts', icon: 'cart' },
  { to: '/products', label: 'Products', icon: 'products' },
  { to: '/back-in-stock', label: 'Back in stock', icon: 'bell' },
  { to: '/collections', label: 'Collections', icon: 'collections' },
  { to: '/search-synonyms', label: 'Search synonyms', icon: 'search' },
  { to: '/members', label: 'Members', icon: 'members' },
  { to: '/coupons', label: 'Coupons', icon: 'coupon' },
  { to: '/discount-rules', label: 'Discount rules', icon: 'discount' },
  { to: '/shipping-regions', label: 'Shipping', icon: 'shipping' },
  { to: '/tax', label: 'Tax', icon: 'tax' },
  { to: '/settings/payments', label: 'Payments', icon: 'payments' },
  { to: '/settings/sign-in', label: 'Sign-in', icon: 'key' },
  { to: '/settings/sso', label: 'SSO connections', icon: 'shield' },
  { to: '/email-outbox', label: 'E-mail outbox', icon: 'mail' },
  { to: '/webhooks', label: 'Webhooks', icon: 'webhook' },
  { to: '/events', label: 'Live events', icon: 'pulse' },
];
