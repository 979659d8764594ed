// The cart write statement on a real database: several carts in one statement, each applied only at its
// expected revision, with its own lines and its own event.
import type { Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { pendingDomainEvent } from '../../events/index.js';
import type { CartRow } from '../cart.table.js';
import { addToCart, type CartKit, cartKit, eventsAbout, line, ref } from '../test-support/cart-kit.js';
import { type CartWrite, writeCarts } from './cart-writes.repository.js';

let t: TestApp;
let kit: CartKit;
let mug: Product;

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 } });
});
afterAll(() => t.close());

/** A new visitor's cart holding one mug: its row and its line. */
async function cartWithAMug() {
  const cart = await addToCart(await kit.visitor(), [line(ref(mug), 1)]);
  const row = (await t.deps.db
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', cart.id!)
    .executeTakeFirstOrThrow()) as CartRow;
  const stored = await t.deps.db
    .selectFrom('cart_line_items')
    .selectAll()
    .where('cart_id', '=', cart.id!)
    .executeTakeFirstOrThrow();
  return { row, lineId: stored.id, mergeKey: stored.merge_key, reference: stored.catalog_reference };
}

type Cart = Awaited<ReturnType<typeof cartWithAMug>>;

/** A change of `cart` made from `revision`: the mug's quantity set, or the mug removed. */
function change(cart: Cart, revision: number, edit: { quantity: number } | { remove: true }): CartWrite {
  const now = new Date();
  return {
    row: { ...cart.row, revision: revision + 1, updated_at: now, buyer_note: `from ${revision}` },
    expectedRevision: revision,
    removedLineIds: 'remove' in edit ? [cart.lineId] : [],
    writtenLines:
      'quantity' in edit
        ? [
            {
              id: cart.lineId,
              position: 0,
              quantity: edit.quantity,
              catalogReference: cart.reference,
              mergeKey: cart.mergeKey,
              customItem: null,
              price: null,
              fullPrice: null,
            },
          ]
        : [],
    event: pendingDomainEvent(() => now, {
      entityFqdn: 'wix.ecom.v1.cart',
      slug: 'updated',
      entityId: cart.row.id,
      identity: { identityType: 'UNKNOWN' },
      body: { updatedEvent: { currentEntity: { id: cart.row.id, note: `from ${revision}` } } },
    }),
  };
}

const storedCart = async (id: string) => {
  const row = await t.deps.db
    .selectFrom('carts')
    .select(['revision', 'buyer_note'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const lines = await t.deps.db
    .selectFrom('cart_line_items')
    .select('quantity')
    .where('cart_id', '=', id)
    .execute();
  return { revision: Number(row.revision), note: row.buyer_note, quantities: lines.map((l) => l.quantity) };
};

describe('writeCarts', () => {
  it('applies each change at its own revision and skips, whole, the one whose cart moved on', async () => {
    const fresh = await cartWithAMug();
    const stale = await cartWithAMug();
    const removed = await cartWithAMug();
    const revision = (cart: Cart) => Number(cart.row.revision);

    const applied = await writeCarts(t.deps.db, [
      change(fresh, revision(fresh), { quantity: 7 }),
      change(stale, revision(stale) - 1, { quantity: 9 }),
      change(removed, revision(removed), { remove: true }),
    ]);

    expect([...applied].sort()).toEqual([fresh.row.id, removed.row.id].sort());
    expect(await storedCart(fresh.row.id)).toEqual({
      revision: revision(fresh) + 1,
      note: `from ${revision(fresh)}`,
      quantities: [7],
    });
    expect(await storedCart(stale.row.id)).toEqual({
      revision: revision(stale),
      note: null,
      quantities: [1],
    });
    expect(await storedCart(removed.row.id)).toMatchObject({
      revision: revision(removed) + 1,
      quantities: [],
    });

    // Each applied change appended its own event, numbered after the cart's earlier ones; the skipped one none.
    const last = async (cart: Cart) => (await eventsAbout(t, cart.row.id)).map((e) => e.payload);
    const freshEvents = await last(fresh);
    expect(freshEvents.at(-1)).toMatchObject({
      entityEventSequence: String(freshEvents.length),
      updatedEvent: { currentEntity: { id: fresh.row.id, note: `from ${revision(fresh)}` } },
    });
    expect((await last(removed)).at(-1)).toMatchObject({
      updatedEvent: { currentEntity: { id: removed.row.id } },
    });
    expect(await last(stale)).toHaveLength(1);
  });

  it('writes nothing for a change to a cart deleted meanwhile', async () => {
    const gone = await cartWithAMug();
    await t.deps.db.deleteFrom('carts').where('id', '=', gone.row.id).execute();
    const applied = await writeCarts(t.deps.db, [change(gone, Number(gone.row.revision), { quantity: 3 })]);
    expect(applied.size).toBe(0);
    expect(await eventsAbout(t, gone.row.id)).toHaveLength(1);
  });
});
