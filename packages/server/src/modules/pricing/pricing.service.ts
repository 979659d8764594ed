// What the cart module asks of pricing: totals for a cart, a coupon code check, counting a coupon use at
// checkout, and the tax settings. Loads the store's pricing setup, then hands everything to the pure engine.
import type { ShippingRegion } from '@cartwright/contracts';
import type { AppDeps } from '../../deps.js';
import { getStoreCurrency } from '../store/index.js';
import { buyerKey, couponNotFound, couponRefusal, couponUsageRefusal } from './coupons/coupon-eligibility.js';
import {
  countBuyerUses,
  couponUseExists,
  findCouponByCode,
  insertCouponUse,
  lockCoupon,
  rowToCoupon,
} from './coupons/coupons.repository.js';
import { rowToDiscountRule } from './discount-rules/discount-rules.repository.js';
import { addressPlace } from './places.js';
import { couponRefused } from './pricing.errors.js';
import { selectPricingSetup } from './pricing-setup.repository.js';
import { offeredOption } from './shipping/shipping-quote.js';
import { rowToShippingRegion } from './shipping/shipping-regions.repository.js';
import { findTaxRegionFor, findTaxSettings, rowToTaxRegion } from './tax/tax.repository.js';
import { computeTotals, type TotalsEngineInput } from './totals/totals-engine.js';
import type { Buyer, PricedLine, TotalsRequest, TotalsResult } from './totals/totals-input.js';

export type PricingDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The store settings totals depend on. */
export interface StorePricingSettings {
  currency: string;
  taxIncludedInPrices: boolean;
}
type Db = AppDeps['db'];

async function loadCoupon(db: Db, code: string, buyer: Buyer) {
  const row = await findCouponByCode(db, code);
  if (!row) return { coupon: undefined, buyerUses: 0 };
  const key = buyerKey(buyer);
  const buyerUses = row.limit_per_customer !== null && key ? await countBuyerUses(db, row.id, key) : 0;
  return { coupon: rowToCoupon(row), buyerUses };
}

type Place = NonNullable<ReturnType<typeof addressPlace>>;
const samePlace = (a: Place, b: Place | undefined) =>
  a.country === b?.country && a.subdivision === b.subdivision;

/**
 * Where a pickup the shopper chose hands the goods over. Goods are taxed where the buyer takes them, so a pickup
 * is taxed by the shop's place; the estimate address only finds the shipping region that offers the pickup.
 */
function pickupPlace(
  region: ShippingRegion | undefined,
  requested: TotalsContext['selectedShippingOption'],
): Place | undefined {
  if (!region || !requested) return undefined;
  return addressPlace(offeredOption(region, requested)?.pickup?.address);
}

/** What totals are asked for besides the lines: all of it is known before the lines are resolved. */
export type TotalsContext = Omit<TotalsRequest, 'lines'>;

/** The store's pricing setup for a cart: the totals engine's input but for the lines. */
export type TotalsSetup = Omit<TotalsEngineInput, 'lines'>;

/**
 * Reads what totals for this context need in one statement (two more for the store settings when `store`
 * is not given): live rules, the coupon and the buyer's uses of it, the shipping and tax regions.
 * @example const setup = await loadTotalsSetup(deps, { couponCode, merchantDiscounts: [], buyer, calculateTax: true, calculateShipping: true }, store)
 */
export async function loadTotalsSetup(
  deps: PricingDeps,
  context: TotalsContext,
  store?: StorePricingSettings,
): Promise<TotalsSetup> {
  const now = deps.clock();
  const place = addressPlace(context.shippingAddress);
  const key = buyerKey(context.buyer);
  const [currency, taxSettings, rows] = await Promise.all([
    store?.currency ?? getStoreCurrency(deps),
    store ?? findTaxSettings(deps.db),
    selectPricingSetup(deps.db, {
      now,
      ...(context.couponCode === undefined ? {} : { couponCode: context.couponCode }),
      ...(key === undefined ? {} : { buyerKey: key }),
      ...(context.calculateShipping && place ? { shippingPlace: place } : {}),
      ...(context.calculateTax && place ? { taxPlace: place } : {}),
    }),
  ]);
  const shippingRegion = rows.shippingRegion ? rowToShippingRegion(rows.shippingRegion) : undefined;
  const pickup = pickupPlace(shippingRegion, context.selectedShippingOption);
  const taxRegion =
    context.calculateTax && pickup && !samePlace(pickup, place)
      ? await findTaxRegionFor(deps.db, pickup)
      : rows.taxRegion;
  return {
    now,
    currency,
    taxIncludedInPrices: taxSettings.taxIncludedInPrices,
    merchantDiscounts: context.merchantDiscounts,
    rules: rows.rules.map((row) => rowToDiscountRule(row, now)),
    ...(context.couponCode === undefined ? {} : { couponCode: context.couponCode }),
    ...(rows.coupon ? { coupon: rowToCoupon(rows.coupon) } : {}),
    couponBuyerUses: rows.couponBuyerUses,
    ...(context.calculateShipping
      ? {
          shipping: {
            hasAddress: place !== undefined,
            ...(shippingRegion ? { region: shippingRegion } : {}),
            ...(context.selectedShippingOption ? { requested: context.selectedShippingOption } : {}),
          },
        }
      : {}),
    ...(context.calculateTax ? { tax: taxRegion ? { region: rowToTaxRegion(taxRegion) } : {} } : {}),
  };
}

/**
 * Totals for a cart's lines: automatic discounts, the coupon (a refused one is reported in
 * `calculationErrors.couponCalculationError` and left out), merchant discounts, shipping for the address and
 * tax, in the store currency. Lines with `priced: false` are left out.
 * `store` saves reading the currency and tax setting when the caller has them already.
 * @example const totals = await calculateTotals(deps, { lines, merchantDiscounts: [], buyer, calculateTax: true, calculateShipping: true })
 */
export async function calculateTotals(
  deps: PricingDeps,
  request: TotalsRequest,
  store?: StorePricingSettings,
): Promise<TotalsResult> {
  return totalsWithSetup(await loadTotalsSetup(deps, request, store), request.lines);
}

/** Totals for a cart's lines with the setup `loadTotalsSetup` read (see calculateTotals). */
export function totalsWithSetup(setup: TotalsSetup, lines: readonly PricedLine[]): TotalsResult {
  return computeTotals({ ...setup, lines });
}

/**
 * Whether a coupon code may go on a cart with these lines, for this buyer. Codes match whatever their case.
 * Throws a 400 AppError with the refusal's code (COUPON_NOT_FOUND, COUPON_INACTIVE, COUPON_NOT_YET_VALID,
 * COUPON_EXPIRED, COUPON_USAGE_LIMIT_REACHED, COUPON_LIMIT_PER_CUSTOMER_REACHED, COUPON_NOT_APPLICABLE,
 * COUPON_MINIMUM_SUBTOTAL_NOT_MET); returns the coupon's id and its code as the admin wrote it.
 * @example const { id, code } = await checkCouponCode(deps, 'welcome10', { lines, buyer: { visitorId } })
 */
export async function checkCouponCode(
  deps: PricingDeps,
  code: string,
  context: { lines: PricedLine[]; buyer: Buyer },
): Promise<{ id: string; code: string }> {
  const [{ coupon, buyerUses }, currency] = await Promise.all([
    loadCoupon(deps.db, code, context.buyer),
    getStoreCurrency(deps),
  ]);
  if (!coupon) throw couponRefused(couponNotFound(code));
  const refusal = couponRefusal(coupon, { now: deps.clock(), currency, lines: context.lines, buyerUses });
  if (refusal) throw couponRefused(refusal);
  return { id: coupon.id, code: coupon.code };
}

/**
 * Counts one use of a coupon by a checkout, in the caller's transaction. The coupon row is locked first, so
 * parallel checkouts count one after another and never pass `usageLimit` or `limitPerCustomer`; those throw
 * COUPON_USAGE_LIMIT_REACHED / COUPON_LIMIT_PER_CUSTOMER_REACHED (400), a deleted coupon COUPON_NOT_FOUND.
 * Recording the same checkout twice counts it once.
 * @example await db.transaction().execute((trx) => recordCouponUse(trx, { couponId, buyer, checkoutId }))
 */
export async function recordCouponUse(
  db: Db,
  use: { couponId: string; buyer: Buyer; checkoutId: string; usedAt?: Date },
): Promise<void> {
  const row = await lockCoupon(db, use.couponId);
  if (!row) {
    throw couponRefused({
      code: 'COUPON_NOT_FOUND',
      description: `Coupon ${use.couponId.slice(0, 100)} no longer exists`,
    });
  }
  const coupon = rowToCoupon(row);
  const key = buyerKey(use.buyer);
  if (await couponUseExists(db, use.couponId, use.checkoutId)) return;
  const buyerUses = row.limit_per_customer !== null && key ? await countBuyerUses(db, row.id, key) : 0;
  const refusal = couponUsageRefusal(coupon, buyerUses);
  if (refusal) throw couponRefused(refusal);
  await insertCouponUse(db, {
    couponId: use.couponId,
    checkoutId: use.checkoutId,
    buyerKey: key ?? null,
    usedAt: use.usedAt ?? new Date(),
  });
}

/** The store's tax settings (prices exclude tax until an admin says otherwise). */
export async function getTaxSettings(
  deps: Pick<PricingDeps, 'db'>,
): Promise<{ taxIncludedInPrices: boolean }> {
  return findTaxSettings(deps.db);
}
