// A small, realistic coffee-and-kitchen catalog and 30 shopper queries with the product that should come first
// (typos, word order, accents, SKUs, description words, collections and option choices): issue #34's relevance
// list. The data is JSON (search-relevance.json) so the search bench (bench/search.mjs) measures the same list.
import { readFileSync } from 'node:fs';

export interface CatalogProduct {
  name: string;
  description: string;
  brand?: string;
  sku?: string;
  collections?: string[];
  options?: { name: string; choices: string[] }[];
}

const data = JSON.parse(readFileSync(new URL('./search-relevance.json', import.meta.url), 'utf8')) as {
  catalog: CatalogProduct[];
  queries: [string, string][];
};

export const SEARCH_CATALOG: CatalogProduct[] = data.catalog;

/** [what a shopper types, the product that should come first]. */
export const RELEVANCE_QUERIES: [string, string][] = data.queries;
