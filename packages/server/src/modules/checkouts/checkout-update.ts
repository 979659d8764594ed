// PATCH /ecom/v1/checkouts/{id}: the buyer's e-mail, shipping address and option, billing address; the totals
// computed again by the cart's totals engine for the new address and option, with the updated event.
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
import type { Caller } from '../../caller.js';
import type { AppDeps } from '../../deps.js';
import { ValidationFailure } from '../../errors/app-error.js';
import { calculateTotals, type TotalsResult } from '../pricing/index.js';
import { checkoutAlreadyCompleted } from './checkouts.errors.js';
import { updateCheckoutRow } from './checkouts.repository.js';
import { appendCheckoutUpdated, lockOwnCheckout } from './checkouts.service.js';
import type { CheckoutPricing, CheckoutRow } from './checkouts.table.js';

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

/**
 * Lines priced as the checkout shows them, for checkouts made before their pricing input was kept: catalog
 * lines keep their product (collections are not known, so collection-scoped rules no longer reach them).
 */
function pricingFromSnapshot(snapshot: Checkout): CheckoutPricing {
  const coupon = snapshot.appliedDiscounts?.find((d) => d.coupon?.code)?.coupon?.code;
  return {
    lines: (snapshot.lineItems ?? []).map((line) => ({
      id: line.id!,
      quantity: line.quantity ?? 1,
      ...(line.catalogReference && !line.customLineItem
        ? { productId: line.catalogReference.catalogItemId }
        : {}),
      collectionIds: [],
      unitPrice: line.price?.amount ?? '0',
      fullUnitPrice: line.fullPrice?.amount ?? line.price?.amount ?? '0',
      weight: line.physicalProperties?.weight ?? 0,
      shippable: line.physicalProperties?.shippable ?? true,
      priced: true,
    })),
    ...(coupon ? { couponCode: coupon } : {}),
    merchantDiscounts: (snapshot.appliedDiscounts ?? []).flatMap((d) =>
      d.merchantDiscount?.amount?.amount ? [d.merchantDiscount.amount.amount] : [],
    ),
    buyer: {
      ...(snapshot.buyerInfo?.visitorId ? { visitorId: snapshot.buyerInfo.visitorId } : {}),
      ...(snapshot.buyerInfo?.memberId ? { memberId: snapshot.buyerInfo.memberId } : {}),
    },
    calculateTax: true,
    calculateShipping: true,
  };
}

/** The option the buyer chose before (not one the engine picked for them), kept across address changes. */
function chosenOption(snapshot: Checkout): SelectedShippingOption | undefined {
  const selected = snapshot.shippingInfo?.selectedCarrierServiceOption;
  if (!selected?.code || selected.requestedShippingOption !== true) return undefined;
  return { code: selected.code, ...(selected.carrierId ? { carrierId: selected.carrierId } : {}) };
}

/** The checkout's totals for an address and option: its priced lines, coupon and merchant discounts as created. */
async function checkoutTotals(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  row: CheckoutRow,
  address: Address | undefined,
  option: SelectedShippingOption | undefined,
): Promise<TotalsResult> {
  const pricing = row.pricing ?? pricingFromSnapshot(row.snapshot);
  return calculateTotals(deps, {
    ...pricing,
    ...(address ? { shippingAddress: address } : {}),
    ...(option ? { selectedShippingOption: option } : {}),
  });
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

function withTotals(checkout: Checkout, totals: TotalsResult, now: Date): Checkout {
  return {
    ...checkout,
    calculatedLineItems: totals.calculatedLineItems,
    shippingInfo: {
      ...totals.shippingInfo,
      shippingDestination: checkout.shippingInfo?.shippingDestination ?? {},
    },
    priceSummary: totals.priceSummary,
    appliedDiscounts: totals.appliedDiscounts,
    taxSummary: totals.taxSummary,
    currency: totals.currency,
    taxIncludedInPrices: totals.taxIncludedInPrices,
    updatedDate: now.toISOString(),
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
 * CHECKOUT_ALREADY_COMPLETED once its order is placed, 400 naming each field of an incomplete address.
 * @example const checkout = await updateCheckout(deps, caller, id, { buyerInfo: { email: 'ada@example.com' } })
 */
export async function updateCheckout(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  request: UpdateCheckoutRequest['checkout'],
): Promise<Checkout> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockOwnCheckout(trx, caller, id);
    if (row.completed_at !== null) throw checkoutAlreadyCompleted();
    const before = row.snapshot;
    const changed = applyRequest(before, request);
    const option = request.shippingInfo?.selectedCarrierServiceOption ?? chosenOption(before);
    const totals = await checkoutTotals(
      { db: trx, clock: deps.clock },
      row,
      changed.shippingInfo?.shippingDestination?.address,
      option,
    );
    const after = withTotals(changed, totals, deps.clock());
    const violations = requestViolations(request, after, totals);
    if (violations.length > 0) throw new ValidationFailure(violations);
    await updateCheckoutRow(trx, id, { snapshot: after });
    await appendCheckoutUpdated(trx, deps.clock, caller, before, after);
    return after;
  });
}
