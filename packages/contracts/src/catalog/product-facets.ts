// Product facets with counts (issue #34): for a search and filters, how many products each collection, option
// choice, price band, stock state and brand would leave, counted disjunctively (a group's counts ignore that
// group's own selection, so choosing Size M still shows Size L's count). Cartwright's own, for storefronts.
import { type Static, Type } from '@sinclair/typebox';
import {
  CHOICE_VALUE_MAX_LENGTH,
  FACET_FILTER_OPTIONS_MAX,
  FACET_FILTER_VALUES_MAX,
  OPTION_NAME_MAX_LENGTH,
  PRICE_BAND_EDGES_MAX,
  PRODUCT_BRAND_MAX_LENGTH,
  PRODUCT_SEARCH_MAX_LENGTH,
} from '../limits.js';
import { FilterSchema } from '../query/paging.js';
import { literalUnion } from '../schema/literal-union.js';
import { catalogId } from './request-fields.js';

export const PRODUCT_FACETS_PATH = '/cartwright/v1/products/facets';

/** The facet groups, in the order a storefront shows them. */
export const PRODUCT_FACETS = ['collections', 'options', 'price', 'stock', 'brands'] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];

/** A product's stock as the stock facet counts it: `stock.inStock` true or false. */
export const STOCK_FACET_VALUES = ['IN_STOCK', 'OUT_OF_STOCK'] as const;
export type StockFacetValue = (typeof STOCK_FACET_VALUES)[number];

/** Price band edges when a request names none: [0, 25), [25, 50) … [500, ∞), in the store currency. */
export const DEFAULT_PRICE_BAND_EDGES = [25, 50, 100, 200, 500] as const;

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;
const values = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Array(item, { maxItems: FACET_FILTER_VALUES_MAX });
const price = Type.Number({ minimum: 0 });

/** Prices shown (after discounts) from `from` (inclusive) up to `to` (exclusive); no `to` is no upper end. */
export const PriceBandSchema = Type.Object({ from: price, to: opt(price) }, closed);
export type PriceBand = Static<typeof PriceBandSchema>;

/**
 * A shopper's facet choices. Within a group any chosen value matches (OR), across groups every group must
 * (AND); each option name is a group of its own. An empty list is no choice.
 */
export const ProductFacetFiltersSchema = Type.Object(
  {
    collections: opt(values(catalogId)),
    /** Option name → choice descriptions (`{ Size: ['M', 'L'] }`). */
    options: opt(
      Type.Record(
        Type.String({ maxLength: OPTION_NAME_MAX_LENGTH }),
        values(Type.String({ maxLength: CHOICE_VALUE_MAX_LENGTH })),
        {
          maxProperties: FACET_FILTER_OPTIONS_MAX,
        },
      ),
    ),
    price: opt(Type.Array(PriceBandSchema, { maxItems: PRICE_BAND_EDGES_MAX + 1 })),
    stock: opt(values(literalUnion(STOCK_FACET_VALUES))),
    brands: opt(values(Type.String({ maxLength: PRODUCT_BRAND_MAX_LENGTH }))),
  },
  closed,
);
export type ProductFacetFilters = Static<typeof ProductFacetFiltersSchema>;

/** POST body: what to count, over visible products matching `search`, `filter` and `facetFilters`. */
export const ProductFacetsRequestSchema = Type.Object(
  {
    /** As the product query's `search`; blank is no search. */
    search: opt(Type.String({ maxLength: PRODUCT_SEARCH_MAX_LENGTH })),
    /** A product query filter (wire.md §2.7) every count keeps, such as a collection page's collection. */
    filter: opt(FilterSchema),
    facetFilters: opt(ProductFacetFiltersSchema),
    /** The groups to count; every group when absent. */
    facets: opt(
      Type.Array(literalUnion(PRODUCT_FACETS), { maxItems: PRODUCT_FACETS.length, uniqueItems: true }),
    ),
    /** Ascending upper edges of the price bands; DEFAULT_PRICE_BAND_EDGES when absent. */
    priceBandEdges: opt(
      Type.Array(Type.Number({ exclusiveMinimum: 0 }), { minItems: 1, maxItems: PRICE_BAND_EDGES_MAX }),
    ),
  },
  closed,
);
export type ProductFacetsRequest = Static<typeof ProductFacetsRequestSchema>;

const count = Type.Integer({ minimum: 0 });

/**
 * Each group lists the values found among the products matching the search and `filter`, each with the
 * number of products it would leave given every other group's choices: 0 when none (a choice to show disabled).
 */
export const ProductFacetCountsSchema = Type.Object({
  collections: opt(Type.Array(Type.Object({ id: Type.String(), name: Type.String(), count }))),
  options: opt(
    Type.Array(
      Type.Object({
        name: Type.String(),
        choices: Type.Array(Type.Object({ choice: Type.String(), count })),
      }),
    ),
  ),
  price: opt(Type.Array(Type.Object({ from: Type.Number(), to: opt(Type.Number()), count }))),
  stock: opt(Type.Array(Type.Object({ status: literalUnion(STOCK_FACET_VALUES), count }))),
  brands: opt(Type.Array(Type.Object({ brand: Type.String(), count }))),
});
export type ProductFacetCounts = Static<typeof ProductFacetCountsSchema>;

export const ProductFacetsResponseSchema = Type.Object({
  facets: ProductFacetCountsSchema,
  /** Products matching the search, `filter` and every facet filter: the listing's count. */
  totalCount: count,
});
export type ProductFacetsResponse = Static<typeof ProductFacetsResponseSchema>;
