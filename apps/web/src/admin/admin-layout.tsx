// The frame of every signed-in admin page: a compact sidebar (each entry with a small icon, then sign-out) beside
// the page, which takes the rest of the width. On a phone the navigation folds into one "Menu" button naming the
// current section above the page, so the page keeps the full width and starts on the first screen.
import { useStoreMutation } from '@cartwright/react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { describeError } from '../ui/forms/field-errors.js';
import { ToastProvider } from '../ui/toast.js';
import { AdminNavIcon } from './admin-nav-icons.js';
import type { AdminNavEntry } from './admin-routes.js';
import { useAdminSession } from './admin-session.js';
import type { AdminLoginState } from './login/admin-login-page.js';

interface AdminLayoutProps {
  navigation: readonly AdminNavEntry[];
  children: ReactNode;
}

/** Marks the entry whose section is shown (`/products` also for `/products/p-1`). */
export function AdminLayout({ navigation, children }: AdminLayoutProps) {
  const [location, navigate] = useLocation();
  const { signOut } = useAdminSession();
  // The local session ends before the store is told, so this layout is gone by the time a failure is known:
  // the callbacks live on the mutation, and the sign-in page says what happened.
  const leave = useStoreMutation({
    mutationFn: () => signOut(),
    onSuccess: () => navigate('/login', { replace: true }),
    onError: (error) => {
      const state: AdminLoginState = { signOutUnconfirmed: describeError(error) };
      navigate('/login', { replace: true, state });
    },
  });
  const [menuOpen, setMenuOpen] = useState(false);
  const current = (to: string) => location === to || location.startsWith(`${to}/`);
  const section = navigation.find((entry) => current(entry.to));
  return (
    <div className="admin-shell">
      <nav
        aria-label="Admin"
        className="admin-nav"
        data-menu={menuOpen ? 'open' : 'closed'}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setMenuOpen(false);
        }}
      >
        {/* Shown on phones only (admin.css); on wider screens the entries are always there. */}
        <button
          type="button"
          className="admin-nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="admin-nav-entries"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="admin-nav-toggle-icon" />
          <span className="visually-hidden">Admin menu{section ? ': ' : ''}</span>
          {section ? section.label : <span aria-hidden="true">Menu</span>}
        </button>
        <ul id="admin-nav-entries">
          {navigation.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                aria-current={current(entry.to) ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                <AdminNavIcon name={entry.icon} />
                <span>{entry.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="link-button admin-nav-sign-out"
          disabled={leave.isPending}
          onClick={() => leave.mutate()}
        >
          {leave.isPending ? 'Signing out…' : 'Sign out of admin'}
        </button>
      </nav>
      <div className="admin-page">
        <ToastProvider>{children}</ToastProvider>
      </div>
    </div>
  );
}
