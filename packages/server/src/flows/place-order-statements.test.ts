// What completing a checkout runs, statement by statement: the rows every buyer shares (the stock, the order
// number counter) are taken by the last statements of the transaction, so each stays locked only briefly.
import type { Product } from '@cartwright/contracts';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { requester } from '../modules/cart/test-support/cart-kit.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { APPROVING_CARD, checkoutPath, type OrderKit, orderKit } from './test-support/order-kit.js';

let t: TestApp;
let kit: OrderKit;
let mug: Product;
let recorded: RootOperationNode[] = [];

const recording: KyselyPlugin = {
  transformQuery: (args) => {
    recorded.push(args.node);
    return args.node;
  },
  transformResult: async (args) => args.result,
};

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderKit(t);
  mug = await kit.createProduct({
    name: 'Counted mug',
    priceData: { price: 10 },
    stock: { trackInventory: true, quantity: 100 },
  });
});
afterAll(() => t.close());

/** The SQL of each statement `work` runs through an app whose database records them, in order. */
async function statementsOf(work: (app: ReturnType<typeof createApp>) => Promise<void>): Promise<string[]> {
  const app = createApp({ ...t.deps, db: t.deps.db.withPlugin(recording) });
  recorded = [];
  await work(app);
  const executor = t.deps.db.getExecutor();
  return recorded.map((node) =>
    executor.compileQuery(node, { queryId: 'recorded' }).sql.replace(/\s+/g, ' ').trim(),
  );
}

describe('the statements of a completion', () => {
  it('takes the stock, then the order number in the last statement, which also queues the e-mail', async () => {
    const token = await kit.visitorToken();
    const buyer = requester(t.app, { authorization: token });
    const id = await kit.readyCheckout(buyer, [{ product: mug, quantity: 2 }]);
    let status = 0;
    const statements = await statementsOf(async (app) => {
      const res = await requester(app, { authorization: token })('POST', `${checkoutPath(id)}/complete`, {
        payment: APPROVING_CARD,
      });
      status = res.status;
    });
    expect(status).toBe(200);
    const stock = statements.findIndex((s) => s.startsWith('update products as p set quantity'));
    const number = statements.findIndex((s) => s.startsWith('with "order_number"'));
    expect(stock).toBeGreaterThan(0);
    // Between the stock and the number: the catalog's stock event for the mug, one statement.
    expect(statements.slice(stock + 1, number)).toHaveLength(1);
    expect(statements[stock + 1]).toContain('insert into "event_sequences"');
    expect(number).toBe(statements.length - 1);
    expect(statements[number]).toContain('insert into "email_outbox"');
    // Everything else the order writes comes before the stock is taken.
    const before = statements.slice(0, stock).join('\n');
    for (const table of ['orders', 'order_line_items', 'payment_attempts', 'order_activities']) {
      expect(before).toContain(`insert into "${table}"`);
    }
    expect(statements.length).toBeLessThan(40);
  });
});
