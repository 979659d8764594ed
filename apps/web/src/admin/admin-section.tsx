// Everything under /admin, loaded lazily: the sign-in page, and the signed-in pages inside the admin layout.
import { Redirect, Route, Switch, useLocation } from 'wouter';
import './admin.css';
import { AdminLayout } from './admin-layout.js';
import { adminNavigation, adminRoutes } from './admin-routes.js';
import { useAdminSession } from './admin-session.js';
import { AdminLoginPage } from './login/admin-login-page.js';

/** Mounted with `<Route path="/admin" nest>`; its paths are relative to /admin. */
export function AdminSection() {
  const { signedIn, checking } = useAdminSession();
  const [location] = useLocation();
  if (checking) {
    return (
      <p className="boot-status" role="status">
        Checking your admin session…
      </p>
    );
  }
  if (location === '/login') return <AdminLoginPage />;
  if (!signedIn) return <Redirect to={`/login?next=${encodeURIComponent(location)}`} replace />;
  return (
    <AdminLayout navigation={adminNavigation}>
      <Switch>
        {adminRoutes.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route path="/">
          <Redirect to="/products" replace />
        </Route>
        <Route>
          <section className="page" aria-labelledby="admin-missing-title">
            <h1 id="admin-missing-title">Page not found</h1>
            <p>There is no admin page at /admin{location}.</p>
          </section>
        </Route>
      </Switch>
    </AdminLayout>
  );
}
