// Route table of the web app; admin, cart and the hosted auth pages are code-split so the storefront stays light.
import type { RouteObject } from 'react-router';
import { AccountPage } from '../account/account-page.js';
import { RouteErrorView } from '../errors/error-view.js';
import { NotFoundPage } from '../errors/not-found-page.js';
import { HomePage } from '../storefront/home-page.js';
import { Layout } from './layout.js';

const authPages = () => import('../auth/auth-pages.js');

/** Every route; the pathless child keeps errors inside the shell so navigation stays usable. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    errorElement: <RouteErrorView />,
    // Shown while the first page's lazy module loads (e.g. opening /admin directly).
    hydrateFallbackElement: (
      <p className="boot-status" role="status">
        Loading…
      </p>
    ),
    children: [
      {
        errorElement: <RouteErrorView />,
        children: [
          { index: true, Component: HomePage },
          { path: 'account', Component: AccountPage },
          {
            path: 'cart',
            lazy: async () => ({ Component: (await import('../storefront/cart/cart-page.js')).CartPage }),
          },
          {
            path: 'admin',
            lazy: async () => ({ Component: (await import('../admin/admin-page.js')).AdminPage }),
          },
          {
            path: 'auth',
            children: [
              { path: 'login', lazy: async () => ({ Component: (await authPages()).LoginPage }) },
              { path: 'signup', lazy: async () => ({ Component: (await authPages()).SignupPage }) },
              { path: 'verify', lazy: async () => ({ Component: (await authPages()).VerifyPage }) },
              {
                path: 'reset-password',
                lazy: async () => ({ Component: (await authPages()).ResetPasswordPage }),
              },
              { path: 'logout', lazy: async () => ({ Component: (await authPages()).LogoutPage }) },
              { path: 'authorize', lazy: async () => ({ Component: (await authPages()).AuthorizePage }) },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
