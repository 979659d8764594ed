// The application shell: skip link, header with store name, navigation, cart and session area, then the page.
import { Link, NavLink, Outlet } from 'react-router';
import { SessionArea } from './session-area.js';
import { useWebConfig } from './web-config-context.js';

const primaryLinks = [
  { to: '/', label: 'Shop', end: true },
  { to: '/account', label: 'Account', end: false },
  { to: '/admin', label: 'Admin', end: false },
] as const;

/** Page frame shared by every route; NavLink marks the active section with aria-current="page". */
export function Layout() {
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
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>{storeName} · powered by Cartwright</p>
      </footer>
    </>
  );
}
