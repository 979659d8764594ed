// The cart page (`/cart`, loaded lazily): the lines with their steppers and warnings, the coupon, the shipping
// and tax estimate by country, region and postal code with the shipping options, the totals, and Checkout.
import type { Cart, LineItem } from '@cartwright/client/cart';
import type { Member } from '@cartwright/client/members';
import {
  memberQueries,
  useCurrentCart,
  useEstimateTotals,
  useSession,
  useStoreClient,
  useUpdateCart,
} from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { ErrorView } from '../../errors/error-view.js';
import { cartStartingPoint } from '../checkout/checkout-draft.js';
import { ActionError } from './action-error.js';
import { AddressForm } from './address-form.js';
import { type CartFeedback, CartLineRow } from './cart-line-row.js';
import { blockingProblem, cartWideWarnings, lineWarning } from './cart-warnings.js';
import { CheckoutButton } from './checkout-button.js';
import { CouponForm } from './coupon-form.js';
import { addressLines, destinationOf, type ShippingAddress } from './estimate-address.js';
import { ShippingOptions } from './shipping-options.js';
import type { SelectedShippingOption } from './shipping-view.js';
import { TotalsTable } from './totals-table.js';

const hasId = (line: LineItem): line is LineItem & { id: string } => line.id !== undefined;

const BLOCKS = {
  remove: 'Remove the items that cannot be bought before checking out.',
  lower: 'Lower the quantities marked above to what is in stock before checking out.',
  cart: 'Fix the problems marked above before checking out.',
} as const;

/**
 * Why the checkout cannot be created yet, in the order the shopper would fix it. No estimate is no block: the
 * checkout asks for the address.
 */
function checkoutBlock(
  blocking: ReturnType<typeof blockingProblem>,
  shippingError: string | undefined,
): string | undefined {
  if (blocking) return BLOCKS[blocking];
  if (shippingError === 'SHIPPING_DESTINATION_NOT_SERVED') return 'We do not ship to this address yet.';
  return undefined;
}

/**
 * The address a new estimate keeps with the cart: the new destination, with the street, city and name already
 * given while the country stays the same (another country's street would be wrong).
 */
function estimatedContactInfo(cart: Cart, next: ShippingAddress): NonNullable<Cart['contactInfo']> {
  const kept = cart.contactInfo;
  const sameCountry = kept?.address?.country === next.country;
  return {
    address: sameCountry ? { ...kept?.address, ...destinationOf(next) } : next,
    ...(kept?.contactDetails ? { contactDetails: kept.contactDetails } : {}),
  };
}

/** The option the server picked, as the checkout takes it, when the shopper chose none. */
function optionOf(
  selected: { code?: string | null; carrierId?: string | null } | undefined,
): SelectedShippingOption | undefined {
  return selected?.code
    ? { code: selected.code, ...(selected.carrierId ? { carrierId: selected.carrierId } : {}) }
    : undefined;
}

interface CartItemsProps {
  cart: Cart;
  lines: (LineItem & { id: string })[];
  totals: NonNullable<ReturnType<typeof useEstimateTotals>['data']> | undefined;
  failure: { what: string; error: unknown } | undefined;
  feedback: CartFeedback;
}

/** The lines with their steppers and warnings, what failed last, and the coupon. */
function CartItems({ cart, lines, totals, failure, feedback }: CartItemsProps) {
  return (
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
  );
}

function CartContents({ cart, member }: { cart: Cart; member: Member | undefined }) {
  // The page starts from the address and shipping option the cart keeps (a reload finds them), else a member's
  // saved address; the shopper's changes show at once and are kept with the cart.
  const [address, setAddress] = useState<ShippingAddress | undefined>(
    () => cartStartingPoint(cart, member).destination,
  );
  const [chosen, setChosen] = useState<SelectedShippingOption | undefined>(cart.selectedShippingOption);
  const updateCart = useUpdateCart();
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
  const keep = (change: Parameters<typeof updateCart.mutateAsync>[0], done: string) =>
    updateCart.mutateAsync(change).then(
      () => feedback.announce(done),
      (error: unknown) => feedback.fail('Could not keep your shipping choice', error),
    );
  const shippingInfo = totals?.shippingInfo;
  const selected = shippingInfo?.selectedCarrierServiceOption;
  const shippingError = totals?.calculationErrors?.generalShippingCalculationError?.applicationError?.code;

  return (
    <div className="cart-layout">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <CartItems cart={cart} lines={lines} totals={totals} failure={failure} feedback={feedback} />
      <section className="cart-summary" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">Order summary</h2>
        {estimate.isError ? (
          <ActionError what="The totals could not be estimated" error={estimate.error} />
        ) : totals ? (
          <TotalsTable totals={totals} addressGiven={address !== undefined} busy={estimate.isFetching} />
        ) : (
          <p>Calculating totals…</p>
        )}
        <CheckoutButton
          cart={cart}
          destination={address}
          shippingOption={chosen ?? optionOf(selected)}
          blockedBecause={checkoutBlock(blockingProblem(lines, totals), shippingError)}
          member={member}
        />
        <AddressForm
          title="Shipping estimate"
          address={address}
          busy={estimate.isFetching}
          onEstimate={(next) => {
            setAddress(next);
            // The options differ per region: the option is cleared and the server picks again for the new address.
            setChosen(undefined);
            return keep(
              {
                cartInfo: { contactInfo: estimatedContactInfo(cart, next) },
                cartFieldmask: ['contactInfo', 'selectedShippingOption'],
              },
              `Shipping and tax estimated for ${addressLines(next).join(', ')}.`,
            );
          }}
        />
        {address && totals ? (
          <ShippingOptions
            info={shippingInfo}
            chosen={chosen}
            onChoose={(option) => {
              setChosen(option);
              return keep(
                { cartInfo: { selectedShippingOption: option }, cartFieldmask: ['selectedShippingOption'] },
                'Shipping option chosen.',
              );
            }}
          />
        ) : null}
      </section>
    </div>
  );
}

/** The `/cart` route, loaded lazily. */
export function CartPage() {
  const cart = useCurrentCart();
  const { kind } = useSession();
  // Only a member has saved details to offer; asking as a visitor would be a refused request.
  const member = useQuery({
    ...memberQueries.current(useStoreClient(), ['FULL']),
    enabled: kind === 'member',
  });
  if (cart.isError) return <ErrorView error={cart.error} />;
  return (
    <section className="page cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">Your cart</h1>
      {cart.isPending || (kind === 'member' && member.isPending) ? (
        <p role="status">Loading your cart…</p>
      ) : cart.data?.lineItems?.length ? (
        <CartContents cart={cart.data} member={member.data} />
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
