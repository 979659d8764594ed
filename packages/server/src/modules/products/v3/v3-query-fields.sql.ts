// The V3 product query's fields over the same products table as V1's: the platform's names (`updatedDate`,
// `actualPriceRange.minValue.amount`, uppercase `productType`) mapped to columns and variant aggregates.
import { INVENTORY_STATUSES, V3_PRODUCT_TYPES } from '@cartwright/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { QueryFieldMap } from '../../../query/compile-query.js';
import { collectionIdsField } from '../query/collection-ids-field.sql.js';
import { inventoryStatusSql } from '../query/stock.sql.js';

/** A price (an SQL expression) after the product's (aliased `p`) discount, as discounted_price computes it. */
const afterDiscount = (price: RawBuilder<unknown>) => sql`(case p.discount_type
  when 'AMOUNT' then greatest(0, ${price} - p.discount_value)
  when 'PERCENT' then greatest(0, ${price} - round(${price} * p.discount_value / 100, 2))
  else ${price} end)`;

/** min or max over the visible variants' prices (the product's own without variants), as toV3Product counts. */
const variantPrice = (aggregate: 'min' | 'max', discounted: boolean) => {
  const price = sql`coalesce(v.price, p.price)`;
  const value = discounted ? afterDiscount(price) : price;
  const own = discounted ? sql`p.discounted_price` : sql`p.price`;
  return sql`coalesce((select coalesce(${sql.raw(aggregate)}(${value}) filter (where v.visible),
    ${sql.raw(aggregate)}(${value})) from product_variants v where v.product_id = p.id), ${own})`;
};

export const V3_PRODUCT_QUERY_FIELDS: QueryFieldMap = {
  id: { expression: sql`p.id::text`, type: 'string' },
  createdDate: { expression: sql.ref('p.created_at'), type: 'date' },
  updatedDate: { expression: sql.ref('p.updated_at'), type: 'date' },
  name: { expression: sql.ref('p.name'), type: 'string' },
  slug: { expression: sql.ref('p.slug'), type: 'string' },
  visible: { expression: sql.ref('p.visible'), type: 'boolean' },
  visibleInPos: { expression: sql.ref('p.visible_in_pos'), type: 'boolean' },
  productType: { expression: sql`upper(p.product_type)`, type: 'enum', enumValues: V3_PRODUCT_TYPES },
  'brand.id': { expression: sql.ref('p.brand_id'), type: 'string' },
  'ribbon.id': { expression: sql.ref('p.ribbon_id'), type: 'string' },
  'actualPriceRange.minValue.amount': { expression: variantPrice('min', true), type: 'number' },
  'actualPriceRange.maxValue.amount': { expression: variantPrice('max', true), type: 'number' },
  'compareAtPriceRange.minValue.amount': { expression: variantPrice('min', false), type: 'number' },
  'compareAtPriceRange.maxValue.amount': { expression: variantPrice('max', false), type: 'number' },
  'inventory.availabilityStatus': {
    expression: inventoryStatusSql,
    type: 'enum',
    enumValues: INVENTORY_STATUSES,
    sortable: false,
  },
  // The V1 collections the product is in: the platform's categories are not served, collections are.
  'directCategoriesInfo.categories.id': collectionIdsField,
};
