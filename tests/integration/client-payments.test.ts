// The payment calls of @cartwright/client/payments against the real server over a loopback socket, with Stripe
// pointed at the in-repo Stripe double: a visitor starts a payment session, pays in "the browser" (the double),
// and completes with the session through completeCheckout; the admin reads the settings; refusals as ApiError.
import {
  ApiKeyStrategy,
  createClient,
  isApiError,
  OAuthStrategy,
  type StoreClient,
} from '@cartwright/client';
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  STORE_CATALOG_APP_ID,
} from '@cartwright/client/cart';
import {
  cancelOrder,
  captureOrderPayment,
  completeCheckout,
  updateCheckout,
  voidOrderPayment,
} from '@cartwright/client/orders';
import {
  createPaymentSession,
  getPaymentSettings,
  payments,
  updatePaymentSettings,
} from '@cartwright/client/payments';
import type { ProductResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, type StripeDouble, startStripeDouble } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

describe('@cartwright/client/payments', () => {
  let store: StoreFixture;
  let double: StripeDouble;
  let origin: string;
  let apiKey: string;
  let productId: string;
  const visitor = () => createClient({ host: origin, auth: OAuthStrategy({ clientId: store.clientId }) });

  async function readyCheckout(buyer: StoreClient): Promise<string> {
    await addToCurrentCart(buyer, {
      lineItems: [
        { quantity: 1, catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: productId } },
      ],
    });
    const { checkoutId } = await createCheckoutFromCurrentCart(buyer, {});
    await updateCheckout(buyer, checkoutId!, {
      buyerInfo: { email: 'ada@payments.example' },
      shippingInfo: {
        shippingDestination: {
          address: {
            country: 'US',
            subdivision: 'US-CA',
            city: 'Oakland',
            postalCode: '94607',
            addressLine: '1 Broadway',
          },
          contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
        },
        selectedCarrierServiceOption: { code: 'standard' },
      },
    });
    return checkoutId!;
  }

  beforeAll(async () => {
    double = await startStripeDouble();
    store = await startStoreFixture();
    store.deps.config.stripe = double.config;
    origin = await store.listen();
    ({ apiKey } = await createApiKey(store.deps, { name: 'payments test' }));
    const headers = { authorization: apiKey, 'content-type': 'application/json' };
    const region = await store.app.request('/cartwright/v1/shipping-regions', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        shippingRegion: {
          name: 'United States',
          destinations: [{ country: 'US' }],
          options: [{ code: 'standard', title: 'Standard', rate: '5' }],
        },
      }),
    });
    expect(region.status).toBe(200);
    const product = await store.app.request('/stores/v1/products', {
      method: 'POST',
      headers,
      body: JSON.stringify({ product: { name: 'Lamp', productType: 'physical', priceData: { price: 40 } } }),
    });
    productId = ((await product.json()) as ProductResponse).product.id!;
  });
  afterAll(async () => {
    await store.close();
    await double.close();
  });

  it('a visitor pays with Stripe: session, paid in the browser, completed with the session', async () => {
    const buyer = visitor();
    const id = await readyCheckout(buyer);
    const session = await createPaymentSession(buyer, id, 'stripe');
    expect(session).toMatchObject({
      provider: 'stripe',
      amount: '45.00',
      amountMinor: 4500,
      currency: 'USD',
    });
    expect(session.publishableKey).toBe(double.publishableKey);
    expect((await payments.createPaymentSession(buyer, id, 'stripe')).id).toBe(session.id);
    const intent = session.clientSecret.split('_secret_')[0]!;
    double.requireAction(intent);
    const pending = await completeCheckout(buyer, id, {
      method: 'PROVIDER',
      paymentSessionId: session.id,
    }).catch((e: unknown) => e);
    expect(isApiError(pending) && pending.status === 409 && pending.code === 'PAYMENT_REQUIRES_ACTION').toBe(
      true,
    );
    double.succeed(intent);
    const order = await completeCheckout(buyer, id, { method: 'PROVIDER', paymentSessionId: session.id });
    expect(order).toMatchObject({ paymentStatus: 'PAID', priceSummary: { total: { amount: '45.00' } } });
    expect(order.paymentAttempts[0]).toMatchObject({
      method: 'PROVIDER',
      provider: 'stripe',
      status: 'APPROVED',
    });
    expect(order.paymentAttempts[0]!.createdDate).toBeInstanceOf(Date);
  });

  it('refusals come back as ApiError: an unknown provider, another buyer, no Stripe configured', async () => {
    const buyer = visitor();
    const id = await readyCheckout(buyer);
    const other = await createPaymentSession(visitor(), id, 'stripe').catch((e: unknown) => e);
    expect(isApiError(other) && other.status === 404).toBe(true);
    const unknown = await createPaymentSession(buyer, id, 'paypal' as 'stripe').catch((e: unknown) => e);
    expect(isApiError(unknown) && unknown.status === 400).toBe(true);
    const saved = store.deps.config.stripe;
    delete store.deps.config.stripe;
    try {
      const refused = await createPaymentSession(buyer, id, 'stripe').catch((e: unknown) => e);
      expect(isApiError(refused) && refused.code === 'PAYMENT_PROVIDER_NOT_CONFIGURED').toBe(true);
    } finally {
      store.deps.config.stripe = saved;
    }
  });

  it('the admin reads the payment settings, with no key in them', async () => {
    const admin = createClient({ host: origin, auth: ApiKeyStrategy({ apiKey }) });
    const settings = await getPaymentSettings(admin);
    expect(settings.providers).toContainEqual({
      provider: 'stripe',
      configured: true,
      mode: 'test',
      keys: { api: true, publishable: true, webhook: true },
    });
    expect(settings.webhookUrl).toMatch(/\/cartwright\/v1\/payments\/stripe\/webhooks$/);
    expect(JSON.stringify(settings)).not.toContain(double.secretKey);
    const refused = await getPaymentSettings(visitor()).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.status === 403).toBe(true);
  });

  it('capture later through the SDK: the setting, an authorized order captured in part, another voided on cancel', async () => {
    const admin = createClient({ host: origin, auth: ApiKeyStrategy({ apiKey }) });
    const refused = await updatePaymentSettings(visitor(), { captureLater: true }).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.status === 403).toBe(true);
    const bad = await updatePaymentSettings(admin, { captureLater: 'yes' as unknown as boolean }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(bad) && bad.status === 400).toBe(true);
    expect((await updatePaymentSettings(admin, { captureLater: true })).captureLater).toBe(true);
    try {
      const authorized = async () => {
        const buyer = visitor();
        const id = await readyCheckout(buyer);
        const session = await createPaymentSession(buyer, id, 'stripe');
        double.succeed(session.clientSecret.split('_secret_')[0]!);
        return completeCheckout(buyer, id, { method: 'PROVIDER', paymentSessionId: session.id });
      };
      const order = await authorized();
      expect(order.paymentStatus).toBe('PENDING');
      const captured = await captureOrderPayment(admin, order.id!, { amount: '40.00' });
      expect(captured.paymentStatus).toBe('PARTIALLY_PAID');
      expect(captured.updatedDate).toBeInstanceOf(Date);
      const again = await captureOrderPayment(admin, order.id!).catch((e: unknown) => e);
      expect(isApiError(again) && again.code === 'ORDER_IS_PAID').toBe(true);
      const other = await authorized();
      const canceled = await cancelOrder(admin, other.id!);
      expect(canceled.paymentStatus).toBe('CANCELED');
      const voided = await voidOrderPayment(admin, other.id!).catch((e: unknown) => e);
      expect(isApiError(voided) && voided.status === 409).toBe(true);
    } finally {
      await updatePaymentSettings(admin, { captureLater: false });
    }
  });
});
