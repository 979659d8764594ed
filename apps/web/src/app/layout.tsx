// The application shell: skip link, header with store name, navigation, cart and session area, then the page.
import type { ReactNode } from 'react';
import { Link, matchRoute, useLocation, useRouter } from 'wouter';
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
  children: ReactNode;
}

/** A link marked aria-current="page" while its section is shown; matched like the routes (any case, trailing slash). */
function NavLink({ to, end = false, className, children }: NavLinkProps) {
  const { parser } = useRouter();
  const [location] = useLocation();
  const [current] = matchRoute(parser, to, location, !end);
  return (
    <Link to={to} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** Page frame shared by every route; `children` is the current page. */
export function Layout({ children }: { children: ReactNode }) {
  const { storeName } = useWebConfig();
  return (
    <>
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
        <div className="header-actions">
          <NavLink className="cart-link" to="/cart">
            Cart
          </NavLink>
          <SessionArea />
        </div>
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
