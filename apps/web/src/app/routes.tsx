// Route table of the web app; the home page, listings, product details, admin, cart, checkout and the hosted auth
// pages are code-split so each page loads only its own code.
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { RouteErrorBoundary } from '../errors/error-view.js';
import { NotFoundPage } from '../errors/not-found-page.js';
import { ProductPage } from '../storefront/product/product-page.js';
import { AdminFrame } from './admin-frame.js';
import { useTitleOnNavigation } from './document-title.js';
import { Layout } from './layout.js';

/** A page component loaded on first use: the export `name` of the module `load` imports. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const authPages = () => import('../auth/auth-pages.js');
// The home page too: a product page, where most visits land from search and shared links, then carries none of it.
const HomePage = lazyPage(() => import('../storefront/home-page.js'), 'HomePage');
const CartPage = lazyPage(() => import('../storefront/cart/cart-page.js'), 'CartPage');
const CheckoutPage = lazyPage(() => import('../storefront/checkout/checkout-page.js'), 'CheckoutPage');
const RecoverCheckoutPage = lazyPage(
  () => import('../storefront/checkout/recover-checkout-page.js'),
  'RecoverCheckoutPage',
);
const ThankYouPage = lazyPage(() => import('../storefront/orders/thank-you-page.js'), 'ThankYouPage');
const OrderLinkPage = lazyPage(() => import('../storefront/orders/order-link-page.js'), 'OrderLinkPage');
const BackInStockConfirmPage = lazyPage(
  () => import('../storefront/product/back-in-stock-confirm-page.js'),
  'BackInStockConfirmPage',
);
const ProductsPage = lazyPage(() => import('../storefront/listing/products-page.js'), 'ProductsPage');
const CollectionPage = lazyPage(() => import('../storefront/listing/collection-page.js'), 'CollectionPage');
const AccountPage = lazyPage(() => import('../account/account-page.js'), 'AccountPage');
// Every admin page comes in this one chunk, only when /admin is opened.
const AdminSection = lazyPage(() => import('../admin/admin-section.js'), 'AdminSection');
const LoginPage = lazyPage(authPages, 'LoginPage');
const SignupPage = lazyPage(authPages, 'SignupPage');
const VerifyPage = lazyPage(authPages, 'VerifyPage');
const ForgotPasswordPage = lazyPage(authPages, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(authPages, 'ResetPasswordPage');
const LogoutPage = lazyPage(authPages, 'LogoutPage');
const AuthorizePage = lazyPage(authPages, 'AuthorizePage');
const SsoCompletePage = lazyPage(authPages, 'SsoCompletePage');

const loading = (
  <p className="boot-status" role="status">
    Loading…
  </p>
);

/**
 * The shell with the page for the current location: the admin in its own frame, every other page in the
 * storefront's. The inner boundary keeps a page's error inside the shell so navigation stays usable; the
 * outer one catches a failing shell. Both clear on navigation.
 */
export function AppRoutes() {
  const [location] = useLocation();
  useTitleOnNavigation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Switch>
        <Route path="/admin" nest>
          <AdminFrame>
            <RouteErrorBoundary resetKey={location}>
              <Suspense fallback={loading}>
                <AdminSection />
              </Suspense>
            </RouteErrorBoundary>
          </AdminFrame>
        </Route>
        <Route>
          <StorefrontRoutes />
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}

function StorefrontRoutes() {
  const [location] = useLocation();
  return (
    <Layout>
      <RouteErrorBoundary resetKey={location}>
        <Suspense fallback={loading}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/products" component={ProductsPage} />
            <Route path="/collections/:slug" component={CollectionPage} />
            <Route path="/product-page/:slug" component={ProductPage} />
            <Route path="/account" component={AccountPage} />
            <Route path="/account/:section" component={AccountPage} />
            <Route path="/account/:section/:orderId" component={AccountPage} />
            <Route path="/cart" component={CartPage} />
            <Route path="/checkout/recover/:token" component={RecoverCheckoutPage} />
            <Route path="/checkout/:id" component={CheckoutPage} />
            <Route path="/thank-you/:orderId" component={ThankYouPage} />
            <Route path="/orders/:orderId" component={OrderLinkPage} />
            <Route path="/back-in-stock/confirm/:token" component={BackInStockConfirmPage} />
            <Route path="/auth/login" component={LoginPage} />
            <Route path="/auth/signup" component={SignupPage} />
            <Route path="/auth/verify" component={VerifyPage} />
            <Route path="/auth/forgot-password" component={ForgotPasswordPage} />
            <Route path="/auth/reset-password" component={ResetPasswordPage} />
            <Route path="/auth/logout" component={LogoutPage} />
            <Route path="/auth/authorize" component={AuthorizePage} />
            <Route path="/auth/sso" component={SsoCompletePage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
