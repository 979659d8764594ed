// Brands: a unique name (1–50 characters) and nothing else of their own.
import { BRAND_CALLS } from '@cartwright/contracts';
import { entityQueryFields } from '../catalog-entities-query.sql.js';
import { byName, type EntityFamily, stamped } from '../catalog-entity-family.js';

export const BRANDS: EntityFamily = {
  kind: 'brand',
  fqdn: 'wix.stores.catalog.v3.brand',
  label: 'Brand',
  single: 'brand',
  plural: 'brands',
  nameKey: 'name',
  uniqueNames: true,
  countField: 'assignedProductsCount',
  countRequest: 'ASSIGNED_PRODUCTS_COUNT',
  calls: BRAND_CALLS,
  queryFields: entityQueryFields('name'),
  content: (input, current) => ({
    name: (input.name as string | undefined) ?? current?.name ?? '',
    body: {},
  }),
  toWire: (e) => ({ ...stamped(e), name: e.name }),
  getOrCreate: { field: 'brandName', item: byName('name') },
};
