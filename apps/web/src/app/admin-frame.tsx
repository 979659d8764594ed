// The admin's own frame, apart from the storefront's: no shop navigation, cart or shopper session inside the
// admin, only the store's name, a way back to the shop and the admin page.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useWebConfig } from './web-config-context.js';

export function AdminFrame({ children }: { children: ReactNode }) {
  const { storeName } = useWebConfig();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-header">
        <Link className="brand" to="~/admin">
          {storeName} <span className="admin-header-label">Admin</span>
        </Link>
        <Link className="admin-header-store" to="~/">
          View store
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="admin-main">
        {children}
      </main>
    </>
  );
}
