// The frame of every signed-in admin page: admin navigation, sign-out, then the page.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { AdminNavEntry } from './admin-routes.js';
import { useAdminSession } from './admin-session.js';

interface AdminLayoutProps {
  navigation: readonly AdminNavEntry[];
  children: ReactNode;
}

/** Marks the entry whose section is shown (`/products` also for `/products/p-1`). */
export function AdminLayout({ navigation, children }: AdminLayoutProps) {
  const [location, navigate] = useLocation();
  const { signOut } = useAdminSession();
  const current = (to: string) => location === to || location.startsWith(`${to}/`);
  return (
    <div className="admin-shell">
      <nav aria-label="Admin" className="admin-nav">
        <ul>
          {navigation.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} aria-current={current(entry.to) ? 'page' : undefined}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="link-button"
          onClick={async () => {
            await signOut();
            navigate('/login', { replace: true });
          }}
        >
          Sign out of admin
        </button>
      </nav>
      <div className="admin-page">{children}</div>
    </div>
  );
}
