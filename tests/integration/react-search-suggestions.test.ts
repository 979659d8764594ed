// useSearchSuggestions of @cartwright/react with a real QueryClient against the real server (app.request as
// fetch): suggestions for a typo, nothing under two characters, and the request the next text replaces aborted.
import './dom-globals.js';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@cartwright/client';
import { createProduct } from '@cartwright/client/products';
import { StoreProvider, useSearchSuggestions } from '@cartwright/react';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

/** Resolves after 500 ms, or rejects as fetch does once `signal` aborts. */
function slowly(signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, 500);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

describe('useSearchSuggestions against the real server', () => {
  let store: StoreFixture;
  /** Each suggestions request's text and signal, in order. */
  let asked: { q: string; signal: AbortSignal | undefined }[] = [];

  function render(initial: string) {
    const client = createClient({
      host: 'http://store.test',
      auth: OAuthStrategy({ clientId: store.clientId }),
      fetch: (input: string, init: RequestInit) => {
        const url = new URL(input);
        if (url.pathname === '/cartwright/v1/search-suggestions') {
          asked.push({ q: url.searchParams.get('q') ?? '', signal: init.signal ?? undefined });
          // A slow answer to the first text, so the next keystroke comes while it is in flight.
          if (url.searchParams.get('q') === 'te')
            return slowly(init.signal).then(() => store.fetch(input, init));
        }
        return store.fetch(input, init);
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(StoreProvider, { client, queryClient }, children);
    let text = initial;
    const view = renderHook(() => useSearchSuggestions(text, 3), { wrapper });
    return {
      result: view.result,
      type: (next: string) => {
        text = next;
        view.rerender();
      },
    };
  }

  beforeAll(async () => {
    store = await startStoreFixture();
    const { apiKey } = await createApiKey(store.deps, { name: 'suggestions test' });
    const admin = createClient({
      host: 'http://store.test',
      auth: ApiKeyStrategy({ apiKey }),
      fetch: store.fetch,
    });
    for (const name of ['Rs Teapot Warmer', 'Rs Teapot Stand', 'Rs Kettle']) {
      await createProduct(admin, { name, priceData: { price: 20 } });
    }
  });
  afterEach(() => {
    cleanup();
    asked = [];
  });
  afterAll(() => store.close());

  it('suggests products for a typo, at most the limit', async () => {
    const { result } = render('teapott');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.products.map((p) => p.name).sort()).toEqual([
      'Rs Teapot Stand',
      'Rs Teapot Warmer',
    ]);
  });

  it('asks nothing under two characters', async () => {
    const { result } = render(' t ');
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(asked).toEqual([]);
  });

  it('aborts the request the next text replaces, and answers the last text', async () => {
    const { result, type } = render('te');
    await waitFor(() => expect(asked).toHaveLength(1));
    type('kettle');
    await waitFor(() => expect(result.current.data?.products.map((p) => p.name)).toEqual(['Rs Kettle']));
    expect(asked.map((a) => a.q)).toEqual(['te', 'kettle']);
    expect(asked[0]!.signal?.aborted).toBe(true);
    expect(asked[1]!.signal?.aborted).toBe(false);
  });
});
