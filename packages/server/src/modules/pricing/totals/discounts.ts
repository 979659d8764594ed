// Item discounts in the documented order (docs/totals.md): automatic rules (the best one per line), then the
// coupon on what is left, then merchant discounts. Every amount is in minor units; no line goes below zero.
import type { Coupon, DiscountRule } from '@cartwright/contracts';
import {
  allocate,
  maxBig,
  minBig,
  numberToDecimalText,
  parseScaled,
  sumBig,
} from '../../../money/minor-units.js';
import { couponReaches } from '../coupons/coupon-eligibility.js';
import { discountRuleStatus } from '../discount-rules/discount-rule-status.js';
import type { PricedLine } from './totals-input.js';

/** A priced line in minor units, with the discounts taken off it so far. */
export interface LineBook {
  line: PricedLine;
  unitPrice: bigint;
  fullUnitPrice: bigint;
  /** unitPrice × quantity */
  amount: bigint;
  discount: bigint;
}

/** What is left of a line to discount or tax. */
export const remaining = (book: LineBook): bigint => book.amount - book.discount;

/** A percentage (up to 4 fraction digits) in units of 10⁻⁴ %: 100 % is PERCENT_DENOMINATOR. */
export const percentUnits = (percent: number | string): bigint =>
  parseScaled(typeof percent === 'number' ? numberToDecimalText(percent) : percent, 4);
export const PERCENT_DENOMINATOR = 1_000_000n;

/** Half up, on the line: `amount × percent`. */
const percentOfAmount = (amount: bigint, percent: bigint): bigint =>
  (amount * percent * 2n + PERCENT_DENOMINATOR) / (PERCENT_DENOMINATOR * 2n);

export interface ItemDiscount {
  kind: 'rule' | 'coupon' | 'merchant';
  id?: string;
  code?: string;
  name?: string;
  /** Minor units taken off each line, by line id. */
  byLine: Map<string, bigint>;
  /** Whether it reaches only some items (SPECIFIC_ITEMS) or the whole cart (GLOBAL). */
  scoped: boolean;
}

export const discountTotal = (discount: ItemDiscount): bigint => sumBig(discount.byLine.values());

/** Which lines the rule reaches; its id lists are made sets once, not searched per line. */
function ruleScope(rule: DiscountRule): (line: PricedLine) => boolean {
  switch (rule.scope) {
    case 'ALL_ITEMS':
      return () => true;
    case 'SPECIFIC_PRODUCTS': {
      const products = new Set(rule.productIds);
      return (line) => line.productId !== undefined && products.has(line.productId);
    }
    case 'SPECIFIC_COLLECTIONS': {
      const collections = new Set(rule.collectionIds);
      return (line) => line.collectionIds.some((id) => collections.has(id));
    }
  }
}

/** What the rule takes off one line (before any other discount), in minor units; its amount is read once. */
function ruleOffer(rule: DiscountRule, digits: number): (book: LineBook) => bigint {
  switch (rule.discountType) {
    case 'PERCENTAGE': {
      const percent = percentUnits(rule.percentage ?? 0);
      return (book) => percentOfAmount(book.amount, percent);
    }
    case 'FIXED_AMOUNT': {
      const off = parseScaled(rule.fixedAmount ?? '0', digits);
      return (book) => minBig(off, book.unitPrice) * BigInt(book.line.quantity);
    }
    case 'FIXED_PRICE': {
      const price = parseScaled(rule.fixedPrice ?? '0', digits);
      return (book) => maxBig(book.unitPrice - price, 0n) * BigInt(book.line.quantity);
    }
  }
}

/** Whether the rule's conditions hold over the lines it reaches (at their prices before cart discounts). */
function ruleConditionsHold(rule: DiscountRule, reached: readonly LineBook[], digits: number): boolean {
  if (reached.length === 0) return false;
  const { minimumSubtotal, minimumQuantity } = rule.conditions ?? {};
  if (
    minimumSubtotal !== undefined &&
    sumBig(reached.map((b) => b.amount)) < parseScaled(minimumSubtotal, digits)
  ) {
    return false;
  }
  if (minimumQuantity !== undefined && reached.reduce((n, b) => n + b.line.quantity, 0) < minimumQuantity) {
    return false;
  }
  return true;
}

/**
 * Automatic rules: each live rule whose conditions hold offers a discount on every line it reaches; each line
 * takes the largest offer (the older rule on a tie), never more than the line. Rules do not add up on a line.
 */
export function applyDiscountRules(
  books: readonly LineBook[],
  rules: readonly DiscountRule[],
  now: Date,
  digits: number,
): ItemDiscount[] {
  const best = new Map<string, { rule: DiscountRule; amount: bigint }>();
  for (const rule of rules) {
    if (!rule.active || discountRuleStatus(rule.activeTimeInfo, now) !== 'LIVE') continue;
    const reaches = ruleScope(rule);
    const reached = books.filter((b) => reaches(b.line));
    if (!ruleConditionsHold(rule, reached, digits)) continue;
    const offer = ruleOffer(rule, digits);
    for (const book of reached) {
      const amount = minBig(offer(book), remaining(book));
      const current = best.get(book.line.id);
      if (amount > 0n && (current === undefined || amount > current.amount))
        best.set(book.line.id, { rule, amount });
    }
  }
  const won = new Map<DiscountRule, Map<string, bigint>>();
  for (const book of books) {
    const offer = best.get(book.line.id);
    if (!offer) continue;
    const byLine = won.get(offer.rule) ?? new Map<string, bigint>();
    won.set(offer.rule, byLine);
    byLine.set(book.line.id, offer.amount);
    book.discount += offer.amount;
  }
  return rules.flatMap((rule): ItemDiscount[] => {
    const byLine = won.get(rule);
    if (!byLine) return [];
    return [{ kind: 'rule', id: rule.id, name: rule.name, byLine, scoped: rule.scope !== 'ALL_ITEMS' }];
  });
}

/**
 * The coupon's item discount, on what the rules left: PERCENT_OFF and MONEY_OFF are worked out once on the
 * lines it reaches together (the percentage rounded half up, the money capped at that amount) and then shared
 * over those lines in proportion; FIXED_PRICE prices each reached unit at `amount`, line by line.
 * FREE_SHIPPING takes nothing off the items (the shipping step zeroes the selected option).
 */
export function applyCoupon(books: readonly LineBook[], coupon: Coupon, digits: number): ItemDiscount {
  const reached = books.filter((b) => couponReaches(coupon, b.line));
  const left = reached.map(remaining);
  let parts: bigint[];
  switch (coupon.type) {
    case 'PERCENT_OFF':
      parts = allocate(percentOfAmount(sumBig(left), percentUnits(coupon.percentOff ?? 0)), left);
      break;
    case 'MONEY_OFF':
      parts = allocate(minBig(parseScaled(coupon.amount ?? '0', digits), sumBig(left)), left);
      break;
    case 'FIXED_PRICE': {
      const price = parseScaled(coupon.amount ?? '0', digits);
      parts = reached.map((b, i) => maxBig(left[i]! - price * BigInt(b.line.quantity), 0n));
      break;
    }
    case 'FREE_SHIPPING':
      parts = reached.map(() => 0n);
      break;
  }
  const byLine = new Map<string, bigint>();
  reached.forEach((book, i) => {
    byLine.set(book.line.id, parts[i]!);
    book.discount += parts[i]!;
  });
  const scoped = (coupon.productIds?.length ?? 0) > 0 || (coupon.collectionIds?.length ?? 0) > 0;
  return { kind: 'coupon', id: coupon.id, code: coupon.code, name: coupon.name, byLine, scoped };
}

/**
 * Merchant discounts, each an amount off the whole cart in the order given, capped at what is left and shared
 * over the lines in proportion to what is left of each.
 */
export function applyMerchantDiscounts(
  books: readonly LineBook[],
  amounts: readonly string[],
  digits: number,
): ItemDiscount[] {
  return amounts.map((text) => {
    const left = books.map(remaining);
    const parts = allocate(minBig(maxBig(parseScaled(text, digits), 0n), sumBig(left)), left);
    const byLine = new Map<string, bigint>();
    books.forEach((book, i) => {
      byLine.set(book.line.id, parts[i]!);
      book.discount += parts[i]!;
    });
    return { kind: 'merchant', byLine, scoped: false };
  });
}
