// The application shell: skip link, header with store name, navigation, search, cart and session area, then the page;
// the cart drawer opens over it.
import type { ReactNode } from 'react';
import { Link, matchRoute, useLocation, useRouter } from 'wouter';
import { itemsLabel } from '../storefront/cart/cart-count.js';
import { CartDrawerProvider } from '../storefront/cart/cart-drawer-context.js';
import { useCartItemCount } from '../storefront/cart/use-cart-item-count.js';
import { HeaderSearch } from '../storefront/search/header-search.js';
import { SessionArea } from './session-area.js';
import { useWebConfig } from './web-config-context.js';

const primaryLinks = [
  { to: '/', label: 'Shop', end: true },
  { to: '/products', label: 'Products', end: false },
  { to: '/account', label: 'Account', end: false },
  { to: '/admin', label: 'Admin', end: false },
] as const;

interface NavLinkProps {
  to: string;
  /** Current only on `to` itself, not on the paths below it. */
  end?: boolean;
  className?: string;
  /** The accessible name, when the visible text alone says less. */
  label?: string;
  children: ReactNode;
}

/** A link marked aria-current="page" while its section is shown; matched like the routes (any case, trailing slash). */
function NavLink({ to, end = false, className, label, children }: NavLinkProps) {
  const { parser } = useRouter();
  const [location] = useLocation();
  const [current] = matchRoute(parser, to, location, !end);
  return (
    <Link to={to} className={className} aria-label={label} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** The header's cart link with the number of items in the cart, kept current as the cart changes. */
function CartNavLink() {
  const count = useCartItemCount();
  return (
    <NavLink className="cart-link" to="/cart" label={count > 0 ? `Cart, ${itemsLabel(count)}` : undefined}>
      Cart
      {count > 0 ? (
        <span className="cart-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}

/** Page frame shared by every route; `children` is the current page. */
export function Layout({ children }: { children: ReactNode }) {
  const { storeName } = useWebConfig();
  return (
    <CartDrawerProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link className="brand" to="/">
          {storeName}
        </Link>
        <nav aria-label="Primary" className="primary-nav">
          <ul>
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch />
        <div className="header-actions">
          <CartNavLink />
          <SessionArea />
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>{storeName} · powered by Cartwright</p>
      </footer>
    </CartDrawerProvider>
  );
}
