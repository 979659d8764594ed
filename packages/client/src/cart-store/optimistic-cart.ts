// Pure edits that show a cart change before the server confirms it. Prices are left as the server sent them:
// totals come from the estimate, which is fetched again once the change is confirmed.
import { lineMergeKey, referenceLineIdentity } from '@cartwright/contracts/cart-lines';
import type { Cart, CatalogReference, LineItem, LineItemInput } from '../cart/index.js';

/** The cached current cart: `null` while the caller has none. */
export type CartState = Cart | null;

/**
 * Maps a line id a change was given to the id to use now: a placeholder becomes the server's id once the add that
 * created it is confirmed, and `undefined` while it is not (or when that add failed); other ids are returned as is.
 */
export type LineIdResolver = (id: string) => string | undefined;

const PLACEHOLDER_PREFIX = 'optimistic:';
let placeholders = 0;

/** A fresh id for a line shown before the server has named it. */
export function newPlaceholderId(): string {
  placeholders += 1;
  return `${PLACEHOLDER_PREFIX}${placeholders}`;
}

/** True for the id of a line added optimistically that the server has not confirmed yet. */
export function isPlaceholderId(id: string | undefined): boolean {
  return id?.startsWith(PLACEHOLDER_PREFIX) ?? false;
}

/** The server's line-merge rule, on the references as given (the server alone resolves choices to a variant). */
function sameLine(a: CatalogReference | undefined, b: CatalogReference): boolean {
  return (
    a !== undefined &&
    a.appId === b.appId &&
    lineMergeKey(referenceLineIdentity(a)) === lineMergeKey(referenceLineIdentity(b))
  );
}

/** Adds catalog line items as the server does: a line with the same product and options gets the quantity added. */
export function withAddedLineItems(
  cart: CartState,
  items: readonly LineItemInput[],
  placeholderIds: readonly string[],
): Cart {
  const lineItems = [...(cart?.lineItems ?? [])];
  items.forEach((item, index) => {
    const at = lineItems.findIndex((line) => sameLine(line.catalogReference, item.catalogReference));
    const existing = lineItems[at];
    if (existing) lineItems[at] = { ...existing, quantity: (existing.quantity ?? 0) + item.quantity };
    else {
      const line: LineItem = {
        id: placeholderIds[index],
        quantity: item.quantity,
        catalogReference: item.catalogReference,
      };
      lineItems.push(line);
    }
  });
  return { ...cart, lineItems };
}

/**
 * Gives each line named in `quantities` (by an id `resolve` maps) the quantity its function makes of the line's own;
 * a function that answers `undefined` leaves the line as it is.
 */
export function withQuantities(
  cart: CartState,
  quantities: ReadonlyMap<string, (quantity: number | undefined) => number | undefined>,
  resolve: LineIdResolver,
): CartState {
  if (!cart?.lineItems) return cart;
  const edits = new Map([...quantities].map(([id, edit]) => [resolve(id) ?? id, edit]));
  return {
    ...cart,
    lineItems: cart.lineItems.map((line) => {
      const quantity = line.id === undefined ? undefined : edits.get(line.id)?.(line.quantity);
      return quantity === undefined ? line : { ...line, quantity };
    }),
  };
}

/** Drops the lines with these ids. */
export function withoutLineItems(
  cart: CartState,
  ids: readonly string[],
  resolve: LineIdResolver,
): CartState {
  if (!cart?.lineItems) return cart;
  const removed = new Set(ids.map((id) => resolve(id) ?? id));
  return {
    ...cart,
    lineItems: cart.lineItems.filter((line) => line.id === undefined || !removed.has(line.id)),
  };
}

/** Drops the coupon from the cart's discounts. */
export function withoutCoupon(cart: CartState): CartState {
  if (!cart?.appliedDiscounts) return cart;
  return { ...cart, appliedDiscounts: cart.appliedDiscounts.filter((discount) => !discount.coupon) };
}

/**
 * Finds, in the server's cart after an add, the line each placeholder stood for: preferably a line that was not
 * there before with the same product, else the line with the same product and options (the add merged into it).
 */
export function matchPlaceholders(
  before: CartState,
  after: CartState,
  items: readonly LineItemInput[],
  placeholderIds: readonly string[],
): Map<string, string> {
  const known = new Set((before?.lineItems ?? []).map((line) => line.id));
  const lines = after?.lineItems ?? [];
  const used = new Set<string>();
  const matches = new Map<string, string>();
  items.forEach((item, index) => {
    const placeholder = placeholderIds[index];
    const reference = item.catalogReference;
    const unused = (line: LineItem) => line.id !== undefined && !used.has(line.id);
    const line =
      lines.find(
        (line) =>
          unused(line) &&
          !known.has(line.id) &&
          line.catalogReference?.catalogItemId === reference.catalogItemId,
      ) ?? lines.find((line) => line.id !== undefined && sameLine(line.catalogReference, reference));
    if (placeholder === undefined || line?.id === undefined) return;
    used.add(line.id);
    matches.set(placeholder, line.id);
  });
  return matches;
}
