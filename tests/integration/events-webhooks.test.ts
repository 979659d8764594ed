// A receiver written with @cartwright/client/events gets typed, converted events from a real store: a webhook
// created through the API, a visitor's cart changes, and the delivery worker posting over a real socket to the
// receiver, which verifies the JWT with the store's public key and the headers with the webhook's secret.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiKeyStrategy, callApi, createClient, OAuthStrategy } from '@cartwright/client';
import { currentCart, STORE_CATALOG_APP_ID } from '@cartwright/client/cart';
import {
  type CreatedEvent,
  createEventProcessor,
  type DeletedEvent,
  type EventCart,
  type EventProcessor,
  nodeWebhookHandler,
  type UpdatedEvent,
} from '@cartwright/client/events';
import { queryProducts } from '@cartwright/client/products';
import {
  type CreateWebhookResponse,
  WEBHOOK_PUBLIC_KEY_PATH,
  WEBHOOKS_PATH,
  type WebhookPublicKeyResponse,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiKey,
  createTestApp,
  seedDemoStore,
  startWebhookDelivery,
  type TestApp,
} from '../../packages/server/src/testing.js';

describe('webhooks into a receiver built with the events processor', () => {
  let store: TestApp;
  let delivery: ReturnType<typeof startWebhookDelivery>;
  let processor: EventProcessor | undefined;
  const receiver = createServer((request, response) => {
    raw.push({ headers: request.headers });
    if (processor) void nodeWebhookHandler(processor)(request, response);
    else response.writeHead(503).end();
  });
  const raw: { headers: IncomingHttpHeaders }[] = [];
  let receiverUrl = '';
  const created: CreatedEvent<EventCart>[] = [];
  const updated: UpdatedEvent<EventCart>[] = [];
  const deleted: DeletedEvent<EventCart>[] = [];

  const fetch = (input: string, init: RequestInit) => store.app.request(input, init);
  let admin: ReturnType<typeof createClient>;

  beforeAll(async () => {
    store = await createTestApp({ config: { allowPrivateWebhooks: true } });
    await seedDemoStore(store.deps, { catalog: true });
    delivery = startWebhookDelivery(store.deps, (wake) => store.deps.eventsAppended.onEventAppended(wake));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const { apiKey } = await createApiKey(store.deps, { name: 'webhooks integration test' });
    admin = createClient({ host: 'http://store.test', auth: ApiKeyStrategy({ apiKey }), fetch });
  });
  afterAll(async () => {
    await delivery.stop();
    await new Promise((resolve) => receiver.close(resolve));
    await store.close();
  });

  it('delivers cart created, updated and deleted events as typed handler calls with Date fields', async () => {
    const { webhook } = await callApi<CreateWebhookResponse>(
      admin,
      { method: 'POST', path: WEBHOOKS_PATH },
      {
        url: receiverUrl,
        eventTypes: ['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart_deleted'],
      },
    );
    const { publicKey } = await callApi<WebhookPublicKeyResponse>(admin, {
      method: 'GET',
      path: WEBHOOK_PUBLIC_KEY_PATH,
    });
    processor = createEventProcessor({
      publicKey,
      secret: webhook.secret,
      handlers: {
        onCartCreated: (event) => void created.push(event),
        onCartUpdated: (event) => void updated.push(event),
        onCartDeleted: (event) => void deleted.push(event),
      },
    });

    const visitor = createClient({
      host: 'http://store.test',
      auth: OAuthStrategy({ clientId: await webClientId() }),
      fetch,
      modules: { currentCart },
    });
    const notebook = (await queryProducts(visitor).eq('name', 'Dot Grid Notebook').find()).items[0]!;
    const before = Date.now();
    const { cart } = await visitor.currentCart.addToCurrentCart({
      lineItems: [
        { quantity: 1, catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: notebook.id! } },
      ],
    });
    await expect.poll(() => created.length, { timeout: 20_000 }).toBe(1);
    const { entity, metadata } = created[0]!;
    expect(entity.id).toBe(cart.id);
    expect(entity.createdDate).toBeInstanceOf(Date);
    expect(entity.createdDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(entity.lineItems?.[0]?.quantity).toBe(1);
    expect(metadata).toMatchObject({
      entityFqdn: 'wix.ecom.v1.cart',
      slug: 'created',
      entityId: cart.id,
      identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: expect.any(String) },
    });
    expect(metadata.eventTime).toBeInstanceOf(Date);

    const line = cart.lineItems![0]!;
    await visitor.currentCart.updateCurrentCartLineItemQuantity([{ id: line.id!, quantity: 3 }]);
    await expect.poll(() => updated.length, { timeout: 20_000 }).toBe(1);
    expect(updated[0]!.entity.updatedDate).toBeInstanceOf(Date);
    expect(updated[0]!.entity.lineItems?.[0]?.quantity).toBe(3);
    expect(updated[0]!.modifiedFields).toMatchObject({ 'lineItems[0].quantity': 3 });

    await visitor.currentCart.deleteCurrentCart();
    await expect.poll(() => deleted.length, { timeout: 20_000 }).toBe(1);
    // Gateway clients leave a deleted cart's dates as strings (wire.md §5.2); this processor converts them.
    expect(deleted[0]!.entity?.createdDate).toBeInstanceOf(Date);

    // Every delivery carried the Standard Webhooks headers, the event's id as webhook-id.
    expect(raw.map(({ headers }) => headers['webhook-id'])).toContain(metadata.id);
  });

  async function webClientId(): Promise<string> {
    const config = (await (await store.app.request('/cartwright/v1/web-config')).json()) as {
      clientId: string;
    };
    return config.clientId;
  }
});
