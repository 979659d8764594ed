// What the cart module asks of pricing: totals for a cart, a coupon code check, counting a coupon use at
// checkout, and the tax settings. Loads the store's pricing setup, then hands everything to the pure engine.
import type { AppDeps } from '../../deps.js';
import { getStoreCurrency } from '../store/store.service.js';
import { buyerKey, couponNotFound, couponRefusal, couponUsageRefusal } from './coupon-eligibility.js';
import {
  countBuyerUses,
  couponUseExists,
  findCouponByCode,
  insertCouponUse,
  lockCoupon,
  rowToCoupon,
} from './coupons.repository.js';
import { listLiveDiscountRules, rowToDiscountRule } from './discount-rules.repository.js';
import { addressPlace } from './places.js';
import { couponRefused } from './pricing.errors.js';
import { findShippingRegionFor, rowToShippingRegion } from './shipping-regions.repository.js';
import { findTaxRegionFor, findTaxSettings, rowToTaxRegion } from './tax.repository.js';
import { computeTotals } from './totals-engine.js';
import type { Buyer, PricedLine, TotalsRequest, TotalsResult } from './totals-input.js';

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
  const now = deps.clock();
  const place = addressPlace(request.shippingAddress);
  const [currency, taxSettings, ruleRows, coupon, shippingRow, taxRow] = await Promise.all([
    store?.currency ?? getStoreCurrency(deps),
    store ?? findTaxSettings(deps.db),
    listLiveDiscountRules(deps.db, now),
    request.couponCode === undefined ? undefined : loadCoupon(deps.db, request.couponCode, request.buyer),
    request.calculateShipping && place ? findShippingRegionFor(deps.db, place) : undefined,
    request.calculateTax && place ? findTaxRegionFor(deps.db, place) : undefined,
  ]);
  return computeTotals({
    now,
    currency,
    taxIncludedInPrices: taxSettings.taxIncludedInPrices,
    lines: request.lines,
    merchantDiscounts: request.merchantDiscounts,
    rules: ruleRows.map((row) => rowToDiscountRule(row, now)),
    ...(request.couponCode === undefined ? {} : { couponCode: request.couponCode }),
    ...(coupon?.coupon ? { coupon: coupon.coupon } : {}),
    couponBuyerUses: coupon?.buyerUses ?? 0,
    ...(request.calculateShipping
      ? {
          shipping: {
            hasAddress: place !== undefined,
            ...(shippingRow ? { region: rowToShippingRegion(shippingRow) } : {}),
            ...(request.selectedShippingOption ? { requested: request.selectedShippingOption } : {}),
          },
        }
      : {}),
    ...(request.calculateTax ? { tax: taxRow ? { region: rowToTaxRegion(taxRow) } : {} } : {}),
  });
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
