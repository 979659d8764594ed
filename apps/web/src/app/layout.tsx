// The application shell: skip link, header with store name, navigation, search, cart and session area, then the page;
// the cart drawer opens over it. Below 768 px the navigation and session links sit in the ☰ menu's drawer. The
// hosted checkout has a frame of its own, without the shop around it.
import type { ReactNode } from 'react';
import { Link, matchRoute, useLocation, useRouter } from 'wouter';
import { itemsLabel } from '../storefront/cart/cart-count.js';
import { CartDrawerProvider } from '../storefront/cart/cart-drawer-context.js';
import { useCartItemCount } from '../storefront/cart/use-cart-item-count.js';
import { HeaderSearch } from '../storefront/search/header-search.js';
import { MenuButton, MenuPanel, useHeaderMenu } from './header-menu.js';
import { SessionArea } from './session-area.js';
import { useWebConfig } from './web-config-context.js';

// The store's admin is not a shopper's section: its way in is in the footer, for the owner.
const primaryLinks = [
  { to: '/', label: 'Shop', end: true },
  { to: '/products', label: 'Products', end: false },
  { to: '/account', label: 'Account', end: false },
] as const;

/** A shopping bag, drawn with the text colour; the link's text names it. */
const bagIcon = (
  <svg className="cart-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
);

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
      {bagIcon}
      <span className="cart-word">Cart</span>
      {count > 0 ? (
        <span className="cart-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * The hosted checkout's frame, without the shop around it (Dawn's and Shopify's checkout do the same): the store's
 * name, that it is the checkout, and the way back to the cart; no navigation, search, session or admin link.
 */
function CheckoutFrame({ storeName, children }: { storeName: string; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header checkout-header">
        <Link className="brand" to="/">
          {storeName}
        </Link>
        <span className="checkout-header-label">Secure checkout</span>
        <Link className="checkout-header-back" to="/cart">
          Back to cart
        </Link>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>{storeName} · powered by Cartwright</p>
      </footer>
    </>
  );
}

/** Page frame shared by every route; `children` is the current page. */
export function Layout({ children }: { children: ReactNode }) {
  const { storeName } = useWebConfig();
  const menu = useHeaderMenu();
  const [location] = useLocation();
  if (/^\/checkout\//i.test(location)) return <CheckoutFrame storeName={storeName}>{children}</CheckoutFrame>;
  return (
    <CartDrawerProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <MenuButton menu={menu} />
        <Link className="brand" to="/">
          {storeName}
        </Link>
        <MenuPanel menu={menu}>
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
        </MenuPanel>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          {storeName} · powered by Cartwright · <Link to="/admin">Store admin</Link>
        </p>
      </footer>
    </CartDrawerProvider>
  );
}
