// A small fixed catalog covering NULLs, empty values, LIKE wildcards and case for the operator tests.
import type { ItemRow } from './items-table.js';

const row = (id: string, values: Partial<ItemRow>): ItemRow => ({
  id,
  name: null,
  price: null,
  qty: null,
  createdDate: null,
  active: null,
  status: null,
  tags: null,
  collectionIds: [],
  ...values,
});

export const FIXED_ITEMS: ItemRow[] = [
  row('a', {
    name: 'Apple',
    price: 10.5,
    qty: 1,
    createdDate: new Date('2024-01-01T00:00:00.000Z'),
    active: true,
    status: 'LIVE',
    tags: ['red', 'fruit'],
    collectionIds: ['c1'],
  }),
  row('b', {
    name: 'banana',
    price: 2,
    createdDate: new Date('2024-02-01T12:00:00.000Z'),
    active: false,
    status: 'DRAFT',
    tags: ['fruit'],
    collectionIds: ['c1', 'c2'],
  }),
  row('c', { name: '50% off_sale', qty: 5, tags: [] }),
  row('d', {
    name: '',
    price: 0,
    qty: 0,
    createdDate: new Date('2023-12-31T23:59:59.999Z'),
    active: true,
    status: 'ARCHIVED',
    collectionIds: ['c3'],
  }),
  row('e', {
    price: 100,
    qty: -1,
    createdDate: new Date('2024-01-01T00:00:00.001Z'),
    active: false,
    status: 'LIVE',
    tags: ['Red'],
  }),
  row('f', { name: "Zed's 5_0\\x", price: 2.25, qty: 3, tags: ['red', 'fruit', 'sale'] }),
];
