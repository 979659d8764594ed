// The facet counts of issue #34 in one statement: the products matching the search and filter (`matched`, each
// with a flag per facet group saying whether it meets that group's choices), then per group its values counted
// over the products that meet every OTHER group's choices (disjunctive), so a value with 0 is still listed.
import type { ProductFacet, ProductFacetFilters } from '@cartwright/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { compileFilter } from '../../../query/compile-query.js';
import { combine } from '../../../query/filter-operators.js';
import { facetConditions } from './facet-filters.sql.js';
import { PRODUCT_QUERY_FIELDS } from './products-query.sql.js';
import { searchMatches } from './search-ranking.sql.js';
import { inStockSql } from './stock.sql.js';

/** One counted value: `key` and `label` per group (collection id and name, option name and choice…). */
export interface FacetCountRow {
  facet: ProductFacet | 'total';
  key: string | null;
  label: string | null;
  sort1: number;
  sort2: number | string;
  count: number | string;
}

export interface FacetCountsInput {
  search: string | undefined;
  filter: unknown;
  facetFilters: ProductFacetFilters | undefined;
  facets: readonly ProductFacet[];
  priceBandEdges: readonly number[];
}

type Group = 'collections' | 'price' | 'stock' | 'brands';
const GROUPS: Group[] = ['collections', 'price', 'stock', 'brands'];

function matchedProducts(db: Db, input: FacetCountsInput) {
  const c = facetConditions(input.facetFilters);
  let matched = db
    .selectFrom('products as p')
    .select([
      'p.id',
      'p.brand',
      sql<string>`p.discounted_price`.as('price'),
      sql<boolean>`${inStockSql}`.as('in_stock'),
      ...GROUPS.map((group) => sql<boolean>`${c[group]}`.as(`f_${group}`)),
      ...c.options.map((option, i) => sql<boolean>`${option.condition}`.as(`f_option_${i}`)),
    ])
    .where('p.visible', '=', true)
    .where(compileFilter(input.filter, PRODUCT_QUERY_FIELDS, 'filter'));
  if (input.search !== undefined) {
    matched = matched
      .innerJoin('product_search as ps', 'ps.product_id', 'p.id')
      .where(searchMatches(input.search));
  }
  return { matched, options: c.options };
}

/** Counts every requested group's values (and the total) for `input`, one row per value. */
export async function facetCountRows(db: Db, input: FacetCountsInput): Promise<FacetCountRow[]> {
  const { matched, options } = matchedProducts(db, input);
  /** The flags of every group but `skip`; rows of one option skip only that option's own flag. */
  const others = (skip: Group | undefined, optionName?: RawBuilder<string>): RawBuilder<SqlBool> =>
    combine(
      [
        ...GROUPS.filter((group) => group !== skip).map((group) => sql<SqlBool>`m.${sql.raw(`f_${group}`)}`),
        ...options.map((option, i) => {
          const flag = sql<SqlBool>`m.${sql.raw(`f_option_${i}`)}`;
          return optionName ? sql<SqlBool>`(${optionName} = ${option.name} or ${flag})` : flag;
        }),
      ],
      'and',
    );
  const count = (skip?: Group, optionName?: RawBuilder<string>) =>
    sql`count(*) filter (where ${others(skip, optionName)})`;
  const edges = sql`cast(array[${sql.join(input.priceBandEdges)}] as numeric[])`;
  const parts: Record<ProductFacet, RawBuilder<unknown>> = {
    collections: sql`select 'collections', pc.collection_id::text, c.name, 0, 0, ${count('collections')}
      from matched m join product_collections pc on pc.product_id = m.id
      join collections c on c.id = pc.collection_id where c.visible group by pc.collection_id, c.name`,
    // A choice's place: its average place within the options holding it, from first (0) to last (1), so a
    // product offering L only does not put L before S and M; a choice only ever offered alone comes last.
    options: sql`select 'options', o.name, ch.description, min(o.position),
      coalesce(avg(ch.position / nullif(cast(last.position as float8), 0)), 2),
      ${count(undefined, sql<string>`o.name`)}
      from matched m join product_options o on o.product_id = m.id
      join product_choices ch on ch.option_id = o.id
      cross join lateral (select max(c2.position) as position from product_choices c2
        where c2.option_id = o.id and c2.visible) last
      where ch.visible group by o.name, ch.description`,
    price: sql`select 'price', null, null, b.band, 0, ${count('price')}
      from matched m cross join lateral (select width_bucket(cast(m.price as numeric), ${edges}) as band) b
      group by b.band`,
    stock: sql`select 'stock', case when m.in_stock then 'IN_STOCK' else 'OUT_OF_STOCK' end, null, 0, 0,
      ${count('stock')} from matched m group by m.in_stock`,
    brands: sql`select 'brands', m.brand, m.brand, 0, 0, ${count('brands')}
      from matched m where m.brand <> '' group by m.brand`,
  };
  const statement = sql<FacetCountRow>`with matched as (${matched})
    select 'total' as facet, cast(null as text) as key, cast(null as text) as label, 0 as sort1, 0 as sort2,
      ${count()} as count from matched m
    ${
      input.facets.length > 0
        ? sql.join(
            input.facets.map((facet) => sql`union all ${parts[facet]}`),
            sql` `,
          )
        : sql``
    }`;
  return (await statement.execute(db)).rows;
}
