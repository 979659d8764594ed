// A stored cart as callers see it: owners, line items resolved against the catalog, and the wire Cart.
import type { Cart } from '@cartwright/contracts';
import type { StoredCart } from '../../../cached-shapes.js';
import type { CartOwner } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import type { AppDeps, CatalogLookups } from '../../../deps.js';
import { toCents } from '../../../money/money.js';
import type { Buyer } from '../../pricing/index.js';
import type { CatalogItemReference, CatalogLookup } from '../../products/index.js';
import type { CartRow } from '../cart.table.js';
import { catalogKey, type LineContext, price, type ResolvedLine, resolveLine } from '../lines/line-items.js';

/** Weights in the catalog carry no unit; the store's unit is kilograms. */
export const STORE_WEIGHT_UNIT = 'KG' as const;

export function buyerOf(owner: CartOwner): Buyer {
  if (owner.kind === 'visitor') return { visitorId: owner.id };
  if (owner.kind === 'member') return { memberId: owner.id };
  return { userId: owner.id };
}

export interface CatalogAnswers {
  currency: string;
  /** Catalog line id → its look-up. */
  byLine: Map<string, CatalogLookup>;
  /** Answers for the extra references asked with the lines, in their order. */
  extra: CatalogLookup[];
}

/**
 * Looks up every catalog line of the cart and any extra references in one batched read, of only those
 * the cache has no answer for.
 */
async function lookUpCatalog(
  db: Db,
  cache: CatalogLookups,
  stored: StoredCart,
  extraRefs: readonly CatalogItemReference[],
): Promise<CatalogAnswers> {
  const catalogLines = stored.lines.filter((l) => l.customItem === null);
  const refs = [...catalogLines.map((l) => catalogKey(l.catalogReference!)), ...extraRefs];
  const { currency, lookups } = await cache.find(db, refs, stored.store.currency);
  return {
    currency,
    byLine: new Map(catalogLines.map((l, i) => [l.id, lookups[i]!])),
    extra: lookups.slice(catalogLines.length),
  };
}

export interface CartSettings {
  currency: string;
  taxIncludedInPrices: boolean;
  baseUrl: string;
}

export interface ResolvedCart {
  stored: StoredCart;
  lines: ResolvedLine[];
  cart: Cart;
}

const timestamp = (value: Date) => value.toISOString();

/** The wire Cart (wire.md §4.1) of a cart row and its resolved lines. */
export function wireCart(row: CartRow, lines: readonly ResolvedLine[], settings: CartSettings): Cart {
  const owner: CartOwner = { kind: row.owner_kind, id: row.owner_id };
  const discounts: NonNullable<Cart['appliedDiscounts']> = [
    ...(row.coupon_code === null
      ? []
      : [{ coupon: { ...(row.coupon_id === null ? {} : { id: row.coupon_id }), code: row.coupon_code } }]),
    ...row.merchant_discounts.map((amount) => ({
      merchantDiscount: { amount: price(toCents(amount), settings.currency) },
    })),
  ];
  return {
    id: row.id,
    lineItems: lines.map((l) => l.wire),
    ...(row.buyer_note === null ? {} : { buyerNote: row.buyer_note }),
    buyerInfo: { ...buyerOf(owner), ...(row.buyer_email === null ? {} : { email: row.buyer_email }) },
    currency: settings.currency,
    conversionCurrency: settings.currency,
    paymentCurrency: settings.currency,
    taxIncludedInPrices: settings.taxIncludedInPrices,
    weightUnit: STORE_WEIGHT_UNIT,
    ...(row.checkout_id === null ? {} : { checkoutId: row.checkout_id }),
    ...(row.business_location_id === null ? {} : { businessLocationId: row.business_location_id }),
    appliedDiscounts: discounts,
    createdDate: timestamp(row.created_at),
    updatedDate: timestamp(row.updated_at),
    ...(row.contact_info === null ? {} : { contactInfo: row.contact_info }),
    ...(row.selected_shipping_option === null
      ? {}
      : { selectedShippingOption: row.selected_shipping_option }),
    revision: String(row.revision),
  };
}

/**
 * The catalog answers for a cart's lines (and extra references) and the settings its prices are shown
 * with; the tax setting came with the cart's own row.
 */
export async function lookUpCart(
  deps: Pick<AppDeps, 'db' | 'catalogLookups'>,
  stored: StoredCart,
  baseUrl: string,
  extraRefs: readonly CatalogItemReference[] = [],
): Promise<{ answers: CatalogAnswers; settings: CartSettings }> {
  const answers = await lookUpCatalog(deps.db, deps.catalogLookups, stored, extraRefs);
  return {
    answers,
    settings: { currency: answers.currency, taxIncludedInPrices: stored.store.taxIncludedInPrices, baseUrl },
  };
}

/** Resolves every line of a stored cart from the catalog answers and builds its wire Cart. */
export function resolveCart(
  stored: StoredCart,
  answers: CatalogAnswers,
  settings: CartSettings,
): ResolvedCart {
  const ctx: LineContext = { currency: settings.currency, baseUrl: settings.baseUrl };
  const lines = stored.lines.map((line) => resolveLine(line, answers.byLine.get(line.id), ctx));
  return { stored, lines, cart: wireCart(stored.cart, lines, settings) };
}
