import { describe, expect, it } from 'vitest';
import { modifiedFields } from './modified-fields.js';

describe('modifiedFields', () => {
  it('lists changed and new leaves under flat paths with their new values', () => {
    const before = { buyerNote: 'a', lineItems: [{ id: 'l1', quantity: 1, price: { amount: '1.00' } }] };
    const after = {
      buyerNote: 'a',
      lineItems: [
        { id: 'l1', quantity: 2, price: { amount: '1.00' } },
        { id: 'l2', quantity: 1, price: { amount: '3.00' } },
      ],
    };
    expect(modifiedFields(before, after)).toEqual({
      'lineItems[0].quantity': 2,
      'lineItems[1].id': 'l2',
      'lineItems[1].quantity': 1,
      'lineItems[1].price.amount': '3.00',
    });
  });

  it('reports removed leaves as null and empty containers as themselves', () => {
    expect(modifiedFields({ buyerNote: 'a', lineItems: [{ id: 'l1' }] }, { lineItems: [] })).toEqual({
      buyerNote: null,
      'lineItems[0].id': null,
      lineItems: [],
    });
  });

  it('leaves out ignored top-level keys and unchanged entities', () => {
    const cart = { revision: '1', updatedDate: 'x', buyerNote: 'n' };
    expect(
      modifiedFields(cart, { ...cart, revision: '2', updatedDate: 'y' }, ['revision', 'updatedDate']),
    ).toEqual({});
  });
});
