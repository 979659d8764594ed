// How cart writes made without a transaction are grouped: the database side of a batch (revision guards,
// events) is covered on a real database by cart-concurrency.test.ts; here the statement is a function the
// test answers, so the grouping itself can be watched.
import { describe, expect, it } from 'vitest';
import { CartWriteBatcher } from './cart-write-batch.js';
import type { CartWrite } from './cart-writes.repository.js';

/** Enough of a write for the batcher, which only reads its cart id. */
const writeTo = (cartId: string) => ({ row: { id: cartId } }) as CartWrite;

/** A stand-in for `writeCarts` that answers each batch when the test says so. */
function controlledStatement() {
  const batches: { cartIds: string[]; answer: (applied: string[]) => void; fail: (e: Error) => void }[] = [];
  const writeCarts = (writes: readonly CartWrite[]) =>
    new Promise<ReadonlySet<string>>((resolve, reject) => {
      batches.push({
        cartIds: writes.map((w) => w.row.id),
        answer: (applied) => resolve(new Set(applied)),
        fail: reject,
      });
    });
  return { batches, batcher: new CartWriteBatcher(writeCarts) };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('CartWriteBatcher', () => {
  it('sends a lone write at once and answers whether its cart took it', async () => {
    const { batches, batcher } = controlledStatement();
    const written = batcher.write(writeTo('a'));
    await turn();
    expect(batches.map((b) => b.cartIds)).toEqual([['a']]);
    batches[0]!.answer([]);
    expect(await written).toBe(false);
  });

  it('sends the writes of one turn together, each with its own answer', async () => {
    const { batches, batcher } = controlledStatement();
    const written = ['a', 'b', 'c'].map((id) => batcher.write(writeTo(id)));
    await turn();
    expect(batches.map((b) => b.cartIds)).toEqual([['a', 'b', 'c']]);
    batches[0]!.answer(['a', 'c']);
    expect(await Promise.all(written)).toEqual([true, false, true]);
  });

  it('holds writes while four batches are on their way, then sends them as one', async () => {
    const { batches, batcher } = controlledStatement();
    for (const id of ['a', 'b', 'c', 'd']) {
      void batcher.write(writeTo(id));
      await turn();
    }
    const waiting = ['e', 'f', 'g'].map((id) => batcher.write(writeTo(id)));
    await turn();
    expect(batches).toHaveLength(4);
    batches[1]!.answer(['b']);
    await turn();
    await turn();
    expect(batches.map((b) => b.cartIds)).toEqual([['a'], ['b'], ['c'], ['d'], ['e', 'f', 'g']]);
    batches[4]!.answer(['e', 'f', 'g']);
    expect(await Promise.all(waiting)).toEqual([true, true, true]);
  });

  it('answers false at once for a second write of a cart already on its way', async () => {
    const { batches, batcher } = controlledStatement();
    const first = batcher.write(writeTo('a'));
    expect(await batcher.write(writeTo('a'))).toBe(false);
    await turn();
    batches[0]!.answer(['a']);
    expect(await first).toBe(true);
    // Once the first write is done, the cart takes writes again.
    const third = batcher.write(writeTo('a'));
    await turn();
    batches[1]!.answer(['a']);
    expect(await third).toBe(true);
  });

  it('tries a failed batch one write at a time, so only the failing write fails', async () => {
    const { batches, batcher } = controlledStatement();
    const written = ['a', 'bad', 'c'].map((id) =>
      batcher.write(writeTo(id)).then(
        (applied) => ({ applied }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await turn();
    batches[0]!.fail(new Error('check constraint'));
    await turn();
    expect(batches.slice(1).map((b) => b.cartIds)).toEqual([['a'], ['bad'], ['c']]);
    batches[1]!.answer(['a']);
    batches[2]!.fail(new Error('check constraint'));
    batches[3]!.answer([]);
    expect(await Promise.all(written)).toEqual([
      { applied: true },
      { error: 'check constraint' },
      { applied: false },
    ]);
  });
});
