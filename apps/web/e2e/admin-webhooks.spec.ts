// End to end: the owner subscribes a receiver of their own to cart events on the webhook editor, a shopper adds
// to cart on the storefront, and the event arrives three ways: at the receiver (verified with the secret the
// page showed once and the public key it lists, typed and with Date fields), in the webhook's delivery log,
// and on the live events page. The store runs with private webhooks allowed, since the receiver is local.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CreatedEvent,
  createEventProcessor,
  type EventCart,
  type EventProcessor,
  nodeWebhookHandler,
} from '@cartwright/client/events';
import { expect, type Page, test } from '@playwright/test';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

let store: OwnStore;
let receiver: Server;
let receiverUrl = '';
/** Set once the page has shown the secret: until then the receiver refuses everything. */
let processor: EventProcessor | undefined;
const cartsCreated: CreatedEvent<EventCart>[] = [];

test.beforeAll(async () => {
  store = await startOwnStore('webhooks', ['--allow-private-webhooks']);
  receiver = createServer((request, response) => {
    if (!processor) {
      response.statusCode = 503;
      response.end();
      return;
    }
    void nodeWebhookHandler(processor)(request, response);
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await store.stop();
});

async function addToCart(page: Page) {
  await page.goto(`${store.origin}/product-page/organic-cotton-tee`);
  await page.getByRole('combobox', { name: 'Size' }).selectOption('M');
  await page.getByRole('group', { name: 'Color' }).getByLabel('White', { exact: true }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByRole('status')).toHaveText(
    'Added 1 × Organic Cotton Tee (M, White) to your cart.',
  );
}

test("a webhook made in the admin delivers a shopper's cart event, logged and shown live", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsOwner(page, store, 'webhooks', 'Webhooks');
  await expect(page.getByText('No webhooks yet.')).toBeVisible();

  // 1. The public key is on the list; a webhook for cart events is added on its editor, whose page after the
  // save shows the secret once.
  const publicKey =
    (await page.getByRole('region', { name: 'Public key' }).locator('pre').textContent()) ?? '';
  expect(publicKey).toContain('-----BEGIN PUBLIC KEY-----');
  await page.getByRole('link', { name: 'Add webhook' }).click();
  const form = page.getByRole('form', { name: 'New webhook' });
  await form.getByLabel('Receiver URL').fill(receiverUrl);
  await form.getByRole('button', { name: 'Create webhook' }).click();
  // Said in words at the top of the form, and beside the events, whose families are folded.
  await expect(form.getByRole('alert')).toHaveText('Pick at least one event.');
  await expect(
    form.getByRole('group', { name: 'Events' }).getByText('Pick at least one event.'),
  ).toBeVisible();
  await form.getByText('Carts', { exact: true }).click();
  await form.getByLabel('All carts events').check();
  await form.getByRole('button', { name: 'Create webhook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: receiverUrl })).toBeVisible();
  const secretPanel = page.getByRole('region', { name: 'Signing secret' });
  const secret = (await secretPanel.locator('code.secret-value').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  // Kept out of the address and the history state, so neither a reload nor the way back shows it again.
  expect(page.url()).not.toContain(secret);
  expect(JSON.stringify(await page.evaluate(() => window.history.state))).not.toContain(secret);
  processor = createEventProcessor({
    secret,
    publicKey,
    handlers: {
      onCartCreated: (event) => void cartsCreated.push(event),
      onCartUpdated: () => {},
      onWebhookTest: () => {},
    },
  });
  await secretPanel.getByRole('button', { name: 'I have kept it' }).click();
  await expect(secretPanel).toBeHidden();
  await page.getByRole('link', { name: '← Webhooks' }).click();
  const webhooks = page.getByRole('table');
  await expect(webhooks.getByRole('row', { name: new RegExp(receiverUrl) })).toContainText('3 event types');

  // 2. The live page listens before the shopper acts: the feed starts from now.
  const live = await page.context().newPage();
  await live.goto(`${store.origin}/admin/events`);
  await expect(live.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  // 3. A shopper, in a browser of their own, adds to cart.
  const shopperContext = await browser.newContext();
  await addToCart(await shopperContext.newPage());
  await shopperContext.close();

  // 4. The receiver got the typed event, its dates converted.
  await expect.poll(() => cartsCreated.length, { timeout: 30_000 }).toBe(1);
  const { entity, metadata } = cartsCreated[0]!;
  expect(entity.createdDate).toBeInstanceOf(Date);
  expect(metadata.eventTime).toBeInstanceOf(Date);
  expect(entity.lineItems?.[0]?.quantity).toBe(1);
  expect(metadata.identity.identityType).toBe('ANONYMOUS_VISITOR');

  // 5. The live page shows it, newest first.
  const events = live.getByRole('table', { name: 'Events, newest first' });
  await expect(events.getByRole('row', { name: /wix\.ecom\.v1\.cart_created/ })).toContainText('Visitor');

  // 6. The delivery log lists the delivered attempt; a test event goes out and is logged too.
  await page.getByRole('link', { name: receiverUrl }).click();
  await expect(page.getByRole('heading', { level: 1, name: receiverUrl })).toBeVisible();
  const log = page.getByRole('table', { name: 'Deliveries' });
  await expect(log.getByRole('row', { name: /wix\.ecom\.v1\.cart_created/ }).first()).toContainText(
    'Delivered (200)',
  );
  await page.getByRole('button', { name: `Send test to ${receiverUrl}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test event: Delivered (200).' })).toBeVisible();
  await expect(log.getByRole('row', { name: /cartwright\.v1\.webhook_test \(test\)/ })).toBeVisible();

  // 7. Disabled, it says so.
  await page.getByRole('button', { name: `Disable ${receiverUrl}` }).click();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();

  // 8. Its editor changes what it receives: every event from now on.
  const editor = page.getByRole('form', { name: 'Webhook' });
  await editor.getByLabel('Every event, including types added later').check();
  await editor.getByRole('button', { name: 'Save webhook' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Webhook saved.' })).toBeVisible();
  await expect(page.getByText('Every event', { exact: true })).toBeVisible();

  // 9. Deleted after a second click, it is gone from the list.
  await page.getByRole('button', { name: 'Delete webhook' }).click();
  await page.getByRole('button', { name: `Yes, delete ${receiverUrl}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
});
