// Store admin entry: explains that managing the store needs an owner or contributor sign-in.
import { Link } from 'wouter';

/** The `/admin` route, loaded lazily so shoppers never download admin code. */
export function AdminPage() {
  return (
    <section className="page" aria-labelledby="admin-title">
      <h1 id="admin-title">Store admin</h1>
      <p>Managing the catalog, members, discounts and webhooks needs a store owner or contributor sign-in.</p>
      <p>
        <Link className="button-link" to="/auth/login">
          Sign in as owner
        </Link>
      </p>
    </section>
  );
}
