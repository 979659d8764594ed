// Catalog answers for cart lines, kept while the store data is unchanged: carts keep naming the same few
// products, so most reads and writes of a cart need no catalog statement at all. Answers are dropped
// together whenever the store version moves, and only those read at the current version are kept.
import type { Db } from '../../../db/database.js';
import type { StoreChanges } from '../../../db/store-changes.js';
import { getStoreCurrency } from '../../store/index.js';
import {
  type CatalogItemReference,
  type CatalogItems,
  type CatalogLookup,
  findCatalogItems,
} from './catalog-items.js';

/** References remembered at most; past it the cache starts over. */
const MAX_LOOKUPS = 20_000;

const keyOf = (ref: CatalogItemReference) => JSON.stringify([ref.productId, ref.variantId, ref.choices]);

/** Answers are shared by every request that reads them: any attempt to change one throws. */
function frozen(lookup: CatalogLookup): CatalogLookup {
  if (lookup.found) {
    for (const value of Object.values(lookup.item)) if (typeof value === 'object') Object.freeze(value);
    Object.freeze(lookup.item);
  }
  return Object.freeze(lookup);
}

export class CatalogLookupCache {
  readonly #changes: StoreChanges;
  readonly #lookups = new Map<string, CatalogLookup>();
  #version: number;

  constructor(changes: StoreChanges) {
    this.#changes = changes;
    this.#version = changes.version;
  }

  /** As `findCatalogItems`, asking the database only for references not answered at this version. */
  async find(db: Db, refs: readonly CatalogItemReference[], knownCurrency?: string): Promise<CatalogItems> {
    const version = this.#changes.version;
    if (!this.#changes.trusted) return findCatalogItems(db, refs, knownCurrency);
    if (version !== this.#version) {
      this.#lookups.clear();
      this.#version = version;
    }
    const keys = refs.map(keyOf);
    const known = keys.map((key) => this.#lookups.get(key));
    const missing = refs.filter((_, i) => known[i] === undefined);
    if (missing.length === 0) {
      const currency = knownCurrency ?? (await getStoreCurrency({ db }));
      return { currency, lookups: known as CatalogLookup[] };
    }
    const found = await findCatalogItems(db, missing, knownCurrency);
    const fresh = new Map(missing.map((ref, i) => [keyOf(ref), found.lookups[i]!]));
    if (this.#changes.version === version && this.#version === version) {
      if (this.#lookups.size + fresh.size > MAX_LOOKUPS) this.#lookups.clear();
      for (const [key, lookup] of fresh) this.#lookups.set(key, frozen(lookup));
    }
    return { currency: found.currency, lookups: keys.map((key, i) => known[i] ?? fresh.get(key)!) };
  }
}
