// The cart page (`/cart`, loaded lazily): the lines with their steppers and warnings, the coupon, the shipping
// and tax estimate for an address with the shipping options, the totals, and the checkout.
import type { Cart, LineItem } from '@cartwright/client/cart';
import { useCurrentCart, useEstimateTotals } from '@cartwright/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ErrorView } from '../../errors/error-view.js';
import { ActionError } from './action-error.js';
import { AddressForm } from './address-form.js';
import { type CartFeedback, CartLineRow } from './cart-line-row.js';
import { cartWideWarnings, hasBlockingLines, lineWarning } from './cart-warnings.js';
import { CheckoutForm } from './checkout-form.js';
import { CouponForm } from './coupon-form.js';
import { addressLines, type ShippingAddress } from './estimate-address.js';
import { ShippingOptions } from './shipping-options.js';
import type { SelectedShippingOption } from './shipping-view.js';
import { TotalsTable } from './totals-table.js';

const hasId = (line: LineItem): line is LineItem & { id: string } => line.id !== undefined;

/** Why the checkout cannot be created yet, in the order the shopper would fix it. */
function checkoutBlock(
  blocking: boolean,
  address: ShippingAddress | undefined,
  shippingError: string | undefined,
): string | undefined {
  if (blocking) return 'Remove the items that cannot be bought before checking out.';
  if (shippingError === 'SHIPPING_DESTINATION_NOT_SERVED') return 'We do not ship to this address yet.';
  if (address === undefined && shippingError === 'SHIPPING_ADDRESS_MISSING') {
    return 'Estimate shipping for your address first.';
  }
  return undefined;
}

function CartContents({ cart }: { cart: Cart }) {
  const [address, setAddress] = useState<ShippingAddress>();
  const [chosen, setChosen] = useState<SelectedShippingOption>();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<{ what: string; error: unknown }>();
  const estimate = useEstimateTotals({
    ...(address ? { shippingAddress: address } : {}),
    ...(chosen ? { selectedShippingOption: chosen } : {}),
  });
  const totals = estimate.data ?? undefined;
  const lines = (cart.lineItems ?? []).filter(hasId);
  const feedback: CartFeedback = {
    announce: (message) => {
      setFailure(undefined);
      setAnnouncement(message);
    },
    fail: (what, error) => setFailure({ what, error }),
  };
  const shippingInfo = totals?.shippingInfo;
  const selected = shippingInfo?.selectedCarrierServiceOption;
  const shippingError = totals?.calculationErrors?.generalShippingCalculationError?.applicationError?.code;

  return (
    <div className="cart-layout">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <section className="cart-items" aria-labelledby="cart-items-title">
        <h2 id="cart-items-title" className="visually-hidden">
          Items
        </h2>
        {failure ? <ActionError what={failure.what} error={failure.error} /> : null}
        {cartWideWarnings(totals).map((warning) => (
          <p key={warning} className="line-warning line-warning-error">
            {warning}
          </p>
        ))}
        <ul className="cart-lines" aria-label="Items in your cart">
          {lines.map((line) => (
            <CartLineRow key={line.id} line={line} warning={lineWarning(line, totals)} {...feedback} />
          ))}
        </ul>
        <CouponForm cart={cart} estimate={totals} {...feedback} />
      </section>
      <section className="cart-summary" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">Order summary</h2>
        <AddressForm
          address={address}
          busy={estimate.isFetching}
          onEstimate={(next) => {
            setAddress(next);
            // The options differ per region: the server picks again for the new address.
            setChosen(undefined);
            feedback.announce(`Shipping and tax estimated for ${addressLines(next).join(', ')}.`);
          }}
        />
        {address && totals ? (
          <ShippingOptions info={shippingInfo} chosen={chosen} onChoose={setChosen} />
        ) : null}
        {estimate.isError ? (
          <ActionError what="The totals could not be estimated" error={estimate.error} />
        ) : totals ? (
          <TotalsTable totals={totals} addressGiven={address !== undefined} busy={estimate.isFetching} />
        ) : (
          <p>Calculating totals…</p>
        )}
        <CheckoutForm
          address={address}
          shippingOption={
            chosen ??
            (selected?.code
              ? { code: selected.code, ...(selected.carrierId ? { carrierId: selected.carrierId } : {}) }
              : undefined)
          }
          blockedBecause={checkoutBlock(hasBlockingLines(lines, totals), address, shippingError)}
        />
      </section>
    </div>
  );
}

/** The `/cart` route, loaded lazily. */
export function CartPage() {
  const cart = useCurrentCart();
  if (cart.isError) return <ErrorView error={cart.error} />;
  return (
    <section className="page cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">Your cart</h1>
      {cart.isPending ? (
        <p role="status">Loading your cart…</p>
      ) : cart.data?.lineItems?.length ? (
        <CartContents cart={cart.data} />
      ) : (
        <div className="cart-empty">
          <p>Your cart is empty.</p>
          <p>
            <Link className="button-link" to="/">
              Back to the shop
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
