// The kit of the admin step tests: a store with the demo catalog and every kind of caller, the steps sent as an
// API key (a second apart, so history and parts read back in the order they happened), and readers for the
// outbox, stock and e-mail.
import type { ErrorEnvelope, Order, OrderResponse, Product, ProductResponse } from '@cartwright/contracts';
import { createTestApp, movableClock, type TestApp } from '../../../test-support/test-app.js';
import {
  type Credentials,
  catalogCallers,
  jsonRequest,
} from '../../products/test-support/catalog-callers.js';

export const ORDERS = '/cartwright/v1/orders';

export interface StepKit {
  t: TestApp;
  callers: Credentials;
  admin: ReturnType<typeof jsonRequest>;
  /** POST `/cartwright/v1/orders/{id}/{name}` as the API key, a second after the last step. */
  step(id: string, name: string, body?: unknown): Promise<Response>;
  /** Outbox event types of an order, oldest first. */
  events(orderId: string): Promise<string[]>;
  /** The stored payload of an order's event of this type. */
  payloadOf(orderId: string, type: string): Promise<{ actionEvent?: { body: Record<string, unknown> } }>;
  /** The `modifiedFields` of an order's latest order_updated event. */
  lastModified(orderId: string): Promise<Record<string, unknown> | undefined>;
  /** A product's own tracked quantity, or a variant's. */
  stockOf(product: Product, variantId?: string): Promise<number | undefined>;
  mails(
    to: string,
  ): Promise<
    { kind: string; subject: string; text_body: string; html_body: string; data: { link?: string } }[]
  >;
}

export async function stepKit(): Promise<StepKit> {
  const clock = movableClock(new Date('2026-03-02T10:00:00.000Z'));
  const t = await createTestApp({ clock });
  const callers = await catalogCallers(t);
  const admin = jsonRequest(t, callers.apiKey);
  return {
    t,
    callers,
    admin,
    async step(id, name, body = {}) {
      clock.advance(1000);
      return admin('POST', `${ORDERS}/${id}/${name}`, body);
    },
    async events(orderId) {
      const rows = await t.deps.db
        .selectFrom('event_outbox')
        .select('event_type')
        .where('entity_id', '=', orderId)
        .orderBy('created_at')
        .execute();
      return rows.map((e) => e.event_type);
    },
    async payloadOf(orderId, type) {
      const row = await t.deps.db
        .selectFrom('event_outbox')
        .selectAll()
        .where('entity_id', '=', orderId)
        .where('event_type', '=', type)
        .executeTakeFirstOrThrow();
      return typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    },
    async lastModified(orderId) {
      const row = await t.deps.db
        .selectFrom('event_outbox')
        .select('payload')
        .where('entity_id', '=', orderId)
        .where('event_type', '=', 'wix.ecom.v1.order_updated')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
      return payload.updatedEvent?.modifiedFields;
    },
    async stockOf(product, variantId) {
      const res = await admin('GET', `/stores-reader/v1/products/${product.id}`);
      const read = ((await res.json()) as ProductResponse).product;
      if (!variantId) return read.stock?.quantity;
      return read.variants?.find((v) => v.id === variantId)?.stock?.quantity;
    },
    mails: (to) =>
      t.deps.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('to_address', '=', to)
        .orderBy('created_at')
        .execute(),
  };
}

/** The order a 200 answers; anything else fails the test with the answer. */
export async function orderOf(res: Response): Promise<Order> {
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return ((await res.json()) as OrderResponse).order;
}

/** A refusal's status, application error code and data. */
export async function refusal(res: Response) {
  const body = (await res.json()) as ErrorEnvelope;
  return {
    status: res.status,
    code: body.details.applicationError?.code,
    data: body.details.applicationError?.data,
  };
}

export const historyTypes = (order: Order) => order.activities.map((a) => a.type);
