// Issue #34's facets with counts: the rows of one counting statement shaped into the wire's groups, in the order
// a storefront lists them.
import {
  DEFAULT_PRICE_BAND_EDGES,
  PRODUCT_FACETS,
  type ProductFacetCounts,
  type ProductFacetsRequest,
  type ProductFacetsResponse,
} from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { violation } from '../../../query/filter-values.js';
import { type FacetCountRow, facetCountRows } from './product-facets.sql.js';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Option groups in the order products list them, each choice in its option's order. */
function optionGroups(rows: FacetCountRow[]): NonNullable<ProductFacetCounts['options']> {
  const groups = new Map<string, { order: number; choices: { row: FacetCountRow; count: number }[] }>();
  for (const row of rows) {
    const group = groups.get(row.key!) ?? { order: row.sort1, choices: [] };
    group.order = Math.min(group.order, row.sort1);
    group.choices.push({ row, count: Number(row.count) });
    groups.set(row.key!, group);
  }
  return [...groups]
    .sort(([a, x], [b, y]) => x.order - y.order || byText(a, b))
    .map(([name, group]) => ({
      name,
      choices: group.choices
        .sort((x, y) => Number(x.row.sort2) - Number(y.row.sort2) || byText(x.row.label!, y.row.label!))
        .map(({ row, count }) => ({ choice: row.label!, count })),
    }));
}

function priceBands(
  rows: FacetCountRow[],
  edges: readonly number[],
): NonNullable<ProductFacetCounts['price']> {
  // width_bucket: band 0 is below the first edge, band k from edge k-1 up to edge k, the last open-ended.
  return rows
    .sort((a, b) => a.sort1 - b.sort1)
    .map((row) => {
      const band = row.sort1;
      const from = band === 0 ? 0 : edges[band - 1]!;
      const to = edges[band];
      return to === undefined ? { from, count: Number(row.count) } : { from, to, count: Number(row.count) };
    });
}

function shape(
  rows: FacetCountRow[],
  facets: readonly string[],
  edges: readonly number[],
): ProductFacetCounts {
  const of = (facet: string) => rows.filter((row) => row.facet === facet);
  const counts: ProductFacetCounts = {};
  if (facets.includes('collections')) {
    counts.collections = of('collections')
      .map((row) => ({ id: row.key!, name: row.label!, count: Number(row.count) }))
      .sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id));
  }
  if (facets.includes('options')) counts.options = optionGroups(of('options'));
  if (facets.includes('price')) counts.price = priceBands(of('price'), edges);
  if (facets.includes('stock')) {
    counts.stock = of('stock')
      .map((row) => ({ status: row.key as 'IN_STOCK' | 'OUT_OF_STOCK', count: Number(row.count) }))
      .sort((a, b) => byText(a.status, b.status));
  }
  if (facets.includes('brands')) {
    counts.brands = of('brands')
      .map((row) => ({ brand: row.key!, count: Number(row.count) }))
      .sort((a, b) => byText(a.brand, b.brand));
  }
  return counts;
}

/**
 * The facet counts of visible products matching `request.search`, `request.filter` and
 * `request.facetFilters`, each group counted without its own choices. Price band edges must ascend.
 */
export async function getProductFacets(
  deps: Pick<AppDeps, 'db'>,
  request: ProductFacetsRequest,
): Promise<ProductFacetsResponse> {
  const edges = request.priceBandEdges ?? DEFAULT_PRICE_BAND_EDGES;
  edges.forEach((edge, i) => {
    if (i > 0 && edge <= edges[i - 1]!) {
      throw violation(`priceBandEdges[${i}]`, 'must be greater than the edge before it', 'VALIDATION');
    }
  });
  const facets = PRODUCT_FACETS.filter((facet) => request.facets?.includes(facet) ?? true);
  const rows = await facetCountRows(deps.db, {
    search: request.search?.trim() || undefined,
    filter: request.filter,
    facetFilters: request.facetFilters,
    facets,
    priceBandEdges: edges,
  });
  const total = rows.find((row) => row.facet === 'total');
  return { facets: shape(rows, facets, edges), totalCount: Number(total?.count ?? 0) };
}
