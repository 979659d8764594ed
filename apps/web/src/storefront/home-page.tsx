// Storefront home: welcomes the shopper to the store named by the server's web configuration.
import { Link } from 'wouter';
import { useWebConfig } from '../app/web-config-context.js';

/** The `/` route. */
export function HomePage() {
  const { storeName } = useWebConfig();
  return (
    <section className="page" aria-labelledby="home-title">
      <h1 id="home-title">Welcome to {storeName}</h1>
      <p className="lede">Browse as a guest, or sign in to your account.</p>
      <p className="actions">
        <Link className="button-link" to="/auth/login">
          Sign in
        </Link>
        <Link to="/auth/signup">Create an account</Link>
      </p>
    </section>
  );
}
