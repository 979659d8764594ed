// The order confirmation e-mail is queued by the statement that numbers the order, rendered before the number
// is known; without an SMTP server the log is its delivery, and shows the order's number.
import { Writable } from 'node:stream';
import { STORE_CATALOG_APP_ID } from '@cartwright/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { type OrderKit, orderKit } from './test-support/order-kit.js';

const lines: string[] = [];
let t: TestApp;
let kit: OrderKit;

beforeAll(async () => {
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    }),
  );
  t = await createTestApp({ logger });
  kit = await orderKit(t);
});
afterAll(() => t.close());

describe('the confirmation e-mail without an SMTP server', () => {
  it('is logged with the order’s number, as the outbox holds it', async () => {
    const lamp = await kit.createProduct({ name: 'Logged lamp', priceData: { price: 8 } });
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: lamp }], { email: 'logged@example.com' });
    const order = await kit.placeOrder(buyer, id);
    const entries = lines
      .map((line) => JSON.parse(line) as { msg: string; to?: string; kind?: string })
      .filter((entry) => entry.kind === 'order-confirmation');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.to).toBe('logged@example.com');
    expect(entries[0]!.msg).toContain(`E-mail "Order #${order.number} confirmed"`);
    expect(entries[0]!.msg).toContain(`Thank you for your order #${order.number}.`);
    const [stored] = await t.deps.db
      .selectFrom('email_outbox')
      .select(['subject', 'delivery_state'])
      .where('to_address', '=', 'logged@example.com')
      .execute();
    expect(stored).toEqual({ subject: `Order #${order.number} confirmed`, delivery_state: 'LOGGED' });
  });

  it('names each line with the options bought, in the text and the HTML', async () => {
    const { product, M } = await kit.sizedProduct('Logged tee', 20, { M: 3 });
    const buyer = await kit.visitor();
    const ref = { catalogItemId: product.id!, appId: STORE_CATALOG_APP_ID, options: { variantId: M } };
    const id = await kit.readyCheckout(buyer, [{ product: ref, quantity: 2 }], {
      email: 'sized@example.com',
    });
    await kit.placeOrder(buyer, id);
    const mail = await t.deps.db
      .selectFrom('email_outbox')
      .select(['text_body', 'html_body'])
      .where('to_address', '=', 'sized@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('2 × Logged tee (Size: M) — $40.00');
    expect(mail.html_body).toContain('2 × Logged tee (Size: M) — $40.00');
  });
});
