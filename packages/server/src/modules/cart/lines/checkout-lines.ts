// A checkout's lines priced again from the catalog as it is now, as the cart prices its own lines: when the
// buyer edits or pays for a checkout, the owner's price changes and withdrawn products since it was made count.
import type { LineItem } from '@cartwright/contracts';
import type { StoredLine } from '../../../cached-shapes.js';
import type { Db } from '../../../db/database.js';
import type { PricedLine } from '../../pricing/index.js';
import { findCatalogItems } from '../../products/index.js';
import { catalogKey, type ResolvedLine, resolveLine } from './line-items.js';

/** A catalog line of a checkout: its stock is the catalog's, its price the catalog's. */
const isCatalogLine = (line: LineItem) => line.catalogReference !== undefined && line.customLineItem !== true;

/**
 * Each line of a checkout priced from the catalog read just now in `db` (no cache: completion runs on this), or,
 * for a custom line, as it was priced (`pricedLines` keeps its price); in the checkout's order.
 * @example const { currency, lines } = await repriceCheckoutLines(trx, checkout.lineItems, pricing.lines, baseUrl)
 */
export async function repriceCheckoutLines(
  db: Db,
  lineItems: readonly LineItem[],
  pricedLines: readonly PricedLine[],
  baseUrl: string,
): Promise<{ currency: string; lines: ResolvedLine[] }> {
  const catalogLines = lineItems.filter(isCatalogLine);
  const { currency, lookups } = await findCatalogItems(
    db,
    catalogLines.map((line) => catalogKey(line.catalogReference!)),
  );
  const byLine = new Map(catalogLines.map((line, i) => [line.id!, lookups[i]!]));
  const pricedById = new Map(pricedLines.map((line) => [line.id, line]));
  const lines = lineItems.map((wire): ResolvedLine => {
    const lookup = byLine.get(wire.id!);
    const kept = pricedById.get(wire.id!);
    const stored: StoredLine = {
      id: wire.id!,
      position: 0,
      quantity: wire.quantity ?? 1,
      catalogReference: wire.catalogReference ?? null,
      mergeKey: null,
      customItem: null,
      price: null,
      fullPrice: null,
    };
    if (!lookup && kept) {
      return { line: stored, wire, priced: kept, status: wire.availability?.status ?? 'AVAILABLE' };
    }
    return resolveLine(stored, lookup, { currency, baseUrl });
  });
  return { currency, lines };
}
