// PATCH /ecom/v1/checkouts/{id}: the buyer's e-mail, shipping address and option, billing address; the checkout
// priced again as it would be bought now (its lines from the catalog, its coupon checked again) for the new
// address and option, with the updated event. A use case spanning checkouts, the cart's line pricing and pricing.
import {
  type Address,
  type AddressProblem,
  addressProblems,
  type Checkout,
  type ContactDetails,
  type FieldViolation,
  type SelectedShippingOption,
  type UpdateCheckoutRequest,
} from '@cartwright/contracts';
import type { Caller } from '../caller.js';
import type { AppDeps } from '../deps.js';
import { ValidationFailure } from '../errors/app-error.js';
import { lockOpenCheckout, saveRepricedCheckout } from '../modules/checkouts/index.js';
import type { TotalsResult } from '../modules/pricing/index.js';
import { refuseExpiredCheckout, refuseOversizeTotals, repriceCheckout } from './checkout-pricing.js';

type AddressInfo = { address?: Address; contactDetails?: ContactDetails };

const SHIPPING_AT = 'checkout.shippingInfo.shippingDestination';
const BILLING_AT = 'checkout.billingInfo';

const violationsAt = (at: string, problems: readonly AddressProblem[]): FieldViolation[] =>
  problems.map((p) => ({
    field: `${at}.${p.field}`,
    description: p.description,
    violatedRule: p.violatedRule,
  }));

/** A pickup needs no street address: only who collects it (and the country its region is found by). */
function pickupProblems(info: AddressInfo): AddressProblem[] {
  return addressProblems(info).filter(
    (p) => p.field.startsWith('contactDetails.') || p.field === 'address.country',
  );
}

/** The option the buyer chose before (not one the engine picked for them), kept across address changes. */
function chosenOption(snapshot: Checkout): SelectedShippingOption | undefined {
  const selected = snapshot.shippingInfo?.selectedCarrierServiceOption;
  if (!selected?.code || selected.requestedShippingOption !== true) return undefined;
  return { code: selected.code, ...(selected.carrierId ? { carrierId: selected.carrierId } : {}) };
}

/** The snapshot with the request's fields, before the totals. */
function applyRequest(before: Checkout, request: UpdateCheckoutRequest['checkout']): Checkout {
  const destination = {
    ...before.shippingInfo?.shippingDestination,
    ...request.shippingInfo?.shippingDestination,
  };
  const billing = request.billingSameAsShipping
    ? destination
    : { ...before.billingInfo, ...request.billingInfo };
  return {
    ...before,
    buyerInfo: { ...before.buyerInfo, ...(request.buyerInfo ? { email: request.buyerInfo.email } : {}) },
    shippingInfo: { ...before.shippingInfo, shippingDestination: destination },
    billingInfo: billing,
  };
}

/** Each address sent must be whole (a pickup's only its person), and billing is given one way only. */
function requestViolations(
  request: UpdateCheckoutRequest['checkout'],
  after: Checkout,
  totals: TotalsResult,
): FieldViolation[] {
  const pickup = after.shippingInfo?.selectedCarrierServiceOption?.logistics?.pickupDetails !== undefined;
  const violations: FieldViolation[] = [];
  const optionError = totals.calculationErrors?.selectedShippingOptionError;
  if (request.shippingInfo?.selectedCarrierServiceOption && optionError) {
    violations.push({
      field: 'checkout.shippingInfo.selectedCarrierServiceOption.code',
      description: optionError.applicationError?.description ?? 'is not offered for this address',
      violatedRule: 'VALIDATION',
    });
  }
  const shipping = request.shippingInfo?.shippingDestination;
  if (shipping) {
    const info = after.shippingInfo?.shippingDestination ?? {};
    violations.push(...violationsAt(SHIPPING_AT, pickup ? pickupProblems(info) : addressProblems(info)));
  }
  if (request.billingSameAsShipping && request.billingInfo) {
    violations.push({
      field: BILLING_AT,
      description: 'send billingInfo or billingSameAsShipping, not both',
      violatedRule: 'ONE_OF_ALIGNMENT',
    });
  } else if (request.billingSameAsShipping && !after.shippingInfo?.shippingDestination?.address) {
    violations.push({
      field: 'checkout.billingSameAsShipping',
      description: 'needs a shipping address first',
      violatedRule: 'VALIDATION',
    });
  } else if (request.billingInfo) {
    violations.push(...violationsAt(BILLING_AT, addressProblems(after.billingInfo ?? {})));
  }
  return violations;
}

/**
 * Changes the caller's open checkout and prices it again; 404 for anyone else's checkout, 409
 * CHECKOUT_ALREADY_COMPLETED once its order is placed or CHECKOUT_EXPIRED past its lifetime, 400 naming each
 * field of an incomplete address, or ORDER_AMOUNT_TOO_LARGE.
 * @example const checkout = await updateCheckout(deps, caller, id, { buyerInfo: { email: 'ada@example.com' } }, { baseUrl })
 */
export async function updateCheckout(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  request: UpdateCheckoutRequest['checkout'],
  ctx: { baseUrl: string },
): Promise<Checkout> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockOpenCheckout(trx, caller, id);
    refuseExpiredCheckout(row, deps.clock());
    const changed = applyRequest(row.snapshot, request);
    const option = request.shippingInfo?.selectedCarrierServiceOption ?? chosenOption(row.snapshot);
    const address = changed.shippingInfo?.shippingDestination?.address;
    const repriced = await repriceCheckout({ db: trx, clock: deps.clock }, row, changed, {
      baseUrl: ctx.baseUrl,
      ...(address ? { address } : {}),
      ...(option ? { option } : {}),
    });
    const violations = requestViolations(request, repriced.snapshot, repriced.totals);
    if (violations.length > 0) throw new ValidationFailure(violations);
    refuseOversizeTotals(repriced.totals);
    await saveRepricedCheckout(trx, deps.clock, caller, row, repriced);
    return repriced.snapshot;
  });
}
