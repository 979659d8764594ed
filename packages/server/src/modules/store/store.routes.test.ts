// GET /cartwright/v1/web-config with and without Stripe: the publishable key is there only while Stripe is
// configured, and neither the secret key nor the webhook secret ever is.
import type { WebConfig } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStore } from '../../seed/demo-seed.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const STRIPE = {
  secretKey: 'sk_test_webconfig1secret',
  publishableKey: 'pk_test_webconfig1',
  webhookSecret: 'whsec_webconfig1secret',
  apiUrl: 'http://127.0.0.1:9',
};

describe('web config and Stripe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoStore(t.deps);
  });
  afterAll(() => t.close());

  const read = async () => {
    const response = await t.app.request('/cartwright/v1/web-config');
    expect(response.status).toBe(200);
    return { text: await response.clone().text(), body: (await response.json()) as WebConfig };
  };

  it('has no Stripe key while Stripe is not configured', async () => {
    const { body } = await read();
    expect(body.stripePublishableKey).toBeUndefined();
    expect(Object.keys(body).sort()).toEqual(['clientId', 'currency', 'storeName']);
  });

  it("answers Stripe's publishable key, and never the secret key or the webhook secret", async () => {
    t.deps.config.stripe = STRIPE;
    try {
      const { text, body } = await read();
      expect(body.stripePublishableKey).toBe('pk_test_webconfig1');
      expect(text).not.toContain('sk_test_');
      expect(text).not.toContain('whsec_');
      expect(text).not.toContain('127.0.0.1:9');
    } finally {
      delete t.deps.config.stripe;
    }
    expect((await read()).body.stripePublishableKey).toBeUndefined();
  });

  it('refuses to change it: the route reads only', async () => {
    const response = await t.app.request('/cartwright/v1/web-config', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stripePublishableKey: 'pk_test_evil' }),
    });
    expect([404, 405]).toContain(response.status);
  });
});
