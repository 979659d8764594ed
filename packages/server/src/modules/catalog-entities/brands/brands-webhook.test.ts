// A brand change reaches a webhook subscribed to brand_created: signed, in the platform's envelope, with the
// brand as the created entity.
import type { CreateWebhookResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../../test-support/test-app.js';
import { deliverDueWebhooks } from '../../events/delivery/webhook-delivery.js';
import { type WebhookSender, webhookSender } from '../../events/delivery/webhook-sender.js';
import { webhookPublicKey } from '../../events/index.js';
import {
  startWebhookReceiver,
  verifiedEnvelope,
  type WebhookReceiver,
} from '../../events/test-support/webhook-receiver.js';
import { type EntityTestKit, entityTestKit } from '../test-support/entity-requests.js';

let t: TestApp;
let kit: EntityTestKit;
let receiver: WebhookReceiver;
let sender: WebhookSender;
beforeAll(async () => {
  t = await createTestApp({ config: { allowPrivateWebhooks: true } });
  kit = await entityTestKit(t);
  receiver = await startWebhookReceiver();
  sender = webhookSender({ allowPrivate: true });
});
afterAll(async () => {
  sender.close();
  await receiver.close();
  await t.close();
});

it('delivers wix.stores.catalog.v3.brand_created with the brand', async () => {
  const res = await kit.admin('POST', '/cartwright/v1/webhooks', {
    url: receiver.url,
    eventTypes: ['wix.stores.catalog.v3.brand_created'],
  });
  expect(res.status).toBe(200);
  await readJson<CreateWebhookResponse>(res);
  const brand = await kit.create('/stores/v3/brands', 'brand', { name: 'Hooked' });
  await deliverDueWebhooks(t.deps, sender);
  expect(receiver.received).toHaveLength(1);
  const envelope = await verifiedEnvelope(
    receiver.received[0]!.body,
    (await webhookPublicKey(t.deps)).publicKey,
  );
  expect(envelope.eventType).toBe('wix.stores.catalog.v3.brand_created');
  const data = JSON.parse(envelope.data) as Record<string, unknown>;
  expect(data).toMatchObject({
    entityFqdn: 'wix.stores.catalog.v3.brand',
    slug: 'created',
    entityId: brand.id,
    createdEvent: { entity: brand },
  });
});
