// A shopper's facet choices (issue #34) as SQL conditions over products aliased `p`, one per group, so the
// product query can require them all and the facet counts can leave one group's out (disjunctive counts).
import type { ProductFacetFilters } from '@cartwright/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { combine, TRUE } from '../../../query/filter-operators.js';
import { collectionIdsField } from './collection-ids-field.sql.js';
import { inStockSql } from './stock.sql.js';

type Condition = RawBuilder<SqlBool>;

export interface FacetConditions {
  collections: Condition;
  price: Condition;
  stock: Condition;
  brands: Condition;
  /** One group per chosen option name. */
  options: { name: string; condition: Condition }[];
}

const textArray = (values: readonly string[]) => sql<string[]>`cast(array[${sql.join(values)}] as text[])`;

function priceCondition(bands: NonNullable<ProductFacetFilters['price']>): Condition {
  return combine(
    bands.map(({ from, to }) =>
      to === undefined
        ? sql<SqlBool>`p.discounted_price >= cast(${from} as numeric)`
        : sql<SqlBool>`(p.discounted_price >= cast(${from} as numeric) and p.discounted_price < cast(${to} as numeric))`,
    ),
    'or',
  );
}

function stockCondition(stock: NonNullable<ProductFacetFilters['stock']>): Condition {
  const inStock = stock.includes('IN_STOCK');
  // Both states chosen is every product, as none chosen is.
  if (inStock === stock.includes('OUT_OF_STOCK')) return TRUE;
  return inStock ? sql<SqlBool>`${inStockSql} = true` : sql<SqlBool>`${inStockSql} = false`;
}

/** A product offers one of `choices` (visible choice descriptions) of its option `name`. */
const optionCondition = (name: string, choices: readonly string[]): Condition =>
  sql<SqlBool>`exists (select 1 from product_options o join product_choices ch on ch.option_id = o.id
    where o.product_id = p.id and o.name = ${name} and ch.visible and ch.description = any(${textArray(choices)}))`;

/** The condition of each group; a group with nothing chosen is `true`. */
export function facetConditions(filters: ProductFacetFilters = {}): FacetConditions {
  const { collections = [], price = [], stock = [], brands = [], options = {} } = filters;
  return {
    collections:
      collections.length > 0 ? sql<SqlBool>`(${collectionIdsField.hasSome!(textArray(collections))})` : TRUE,
    price: price.length > 0 ? priceCondition(price) : TRUE,
    stock: stock.length > 0 ? stockCondition(stock) : TRUE,
    brands: brands.length > 0 ? sql<SqlBool>`p.brand = any(${textArray(brands)})` : TRUE,
    options: Object.entries(options)
      .filter(([, choices]) => choices.length > 0)
      .map(([name, choices]) => ({ name, condition: optionCondition(name, choices) })),
  };
}

/** Every group's condition at once: the products a listing with these choices shows. */
export function allFacetConditions(filters: ProductFacetFilters | undefined): Condition {
  const c = facetConditions(filters);
  return combine([c.collections, c.price, c.stock, c.brands, ...c.options.map((o) => o.condition)], 'and');
}
