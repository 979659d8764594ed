// Ribbons: a unique label (1–30 characters) a product shows over its picture.
import { RIBBON_CALLS } from '@cartwright/contracts';
import { entityQueryFields } from '../catalog-entities-query.sql.js';
import { byName, type EntityFamily, stamped } from '../catalog-entity-family.js';

export const RIBBONS: EntityFamily = {
  kind: 'ribbon',
  fqdn: 'wix.stores.catalog.v3.ribbon',
  label: 'Ribbon',
  single: 'ribbon',
  plural: 'ribbons',
  nameKey: 'name',
  uniqueNames: true,
  countField: 'assignedProductCount',
  countRequest: 'ASSIGNED_PRODUCT_COUNT',
  calls: RIBBON_CALLS,
  queryFields: entityQueryFields('name'),
  content: (input, current) => ({
    name: (input.name as string | undefined) ?? current?.name ?? '',
    body: {},
  }),
  toWire: (e) => ({ ...stamped(e), name: e.name }),
  getOrCreate: { field: 'ribbonName', item: byName('name') },
};
