// Page shown for any path the app does not know.
import { Link, useLocation } from 'wouter';

/** The catch-all route at the end of the route table. */
export function NotFoundPage() {
  const [pathname] = useLocation();
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>.
      </p>
      <p>
        <Link className="button-link" to="/">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
