// Tests of loading and checking the store's public web configuration.
import { describe, expect, it } from 'vitest';
import { loadWebConfig, parseWebConfig, WebConfigError, webConfigPath } from './web-config.js';

const valid = { storeName: 'Acme Goods', clientId: 'client-123', currency: 'EUR' };

function answer(body: BodyInit, status = 200): typeof fetch {
  return async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

describe('parseWebConfig', () => {
  it('keeps exactly the three public fields', () => {
    expect(parseWebConfig({ ...valid, extra: true })).toEqual(valid);
  });

  it("keeps Stripe's publishable key when the store takes Stripe payments", () => {
    const stripe = { ...valid, stripePublishableKey: 'pk_test_abc123' };
    expect(parseWebConfig(stripe)).toEqual(stripe);
  });

  it.each([
    ['a non-object', 'Acme', 'not a JSON object'],
    ['null', null, 'not a JSON object'],
    ['an array', [valid], 'not a JSON object'],
    ['a missing store name', { clientId: 'c', currency: 'EUR' }, '"storeName"'],
    ['an empty client id', { ...valid, clientId: '  ' }, '"clientId"'],
    ['a numeric currency', { ...valid, currency: 978 }, '"currency"'],
    [
      'a secret key as the Stripe key',
      { ...valid, stripePublishableKey: 'sk_test_abc' },
      '"stripePublishableKey"',
    ],
    ['an empty Stripe key', { ...valid, stripePublishableKey: '' }, '"stripePublishableKey"'],
    ['a numeric Stripe key', { ...valid, stripePublishableKey: 42 }, '"stripePublishableKey"'],
    [
      'a Stripe key with a quote',
      { ...valid, stripePublishableKey: "pk_test_a'b" },
      '"stripePublishableKey"',
    ],
  ])('rejects %s', (_, body, message) => {
    expect(() => parseWebConfig(body)).toThrowError(WebConfigError);
    expect(() => parseWebConfig(body)).toThrowError(message);
  });
});

describe('loadWebConfig', () => {
  it('requests the web-config path on the given origin', async () => {
    const requested: string[] = [];
    const config = await loadWebConfig('http://store.test', async (input) => {
      requested.push(String(input));
      return new Response(JSON.stringify(valid), { status: 200 });
    });
    expect(config).toEqual(valid);
    expect(requested).toEqual([`http://store.test${webConfigPath}`]);
  });

  it('reports a non-200 answer with its status', async () => {
    await expect(loadWebConfig('http://store.test', answer('{}', 503))).rejects.toThrowError(
      'The store server answered 503 for its configuration.',
    );
  });

  it('reports a body that is not JSON', async () => {
    await expect(loadWebConfig('http://store.test', answer('<html>'))).rejects.toThrowError('not valid JSON');
  });

  it('reports an unreachable server and keeps the cause', async () => {
    const failure = new TypeError('fetch failed');
    const error = await loadWebConfig('http://store.test', async () => {
      throw failure;
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebConfigError);
    expect((error as Error).message).toBe('The store server could not be reached.');
    expect((error as Error).cause).toBe(failure);
  });
});
