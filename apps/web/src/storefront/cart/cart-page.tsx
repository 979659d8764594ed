// Cart page reached from the header's cart link.
import { Link } from 'wouter';

/** The `/cart` route, loaded lazily. */
export function CartPage() {
  return (
    <section className="page" aria-labelledby="cart-title">
      <h1 id="cart-title">Your cart</h1>
      <p>Cart contents are not available in this version of the store yet.</p>
      <p>
        <Link to="/">Back to the shop</Link>
      </p>
    </section>
  );
}
