// Storefront home: welcomes the shopper to the store named by the server's web configuration.
import { useWebConfig } from '../app/web-config-context.js';
import { SignInLinks } from '../auth/sign-in-links.js';

/** The `/` route. */
export function HomePage() {
  const { storeName } = useWebConfig();
  return (
    <section className="page" aria-labelledby="home-title">
      <h1 id="home-title">Welcome to {storeName}</h1>
      <p className="lede">Browse as a guest, or sign in to your account.</p>
      <SignInLinks />
    </section>
  );
}
