// @vitest-environment happy-dom
// Tests of StoreProvider and useStoreClient: the client and QueryClient reach the hooks, and misuse fails clearly.
import { createClient, OAuthStrategy } from '@cartwright/client';
import { QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreProvider } from './store-provider.js';
import { useStoreClient } from './use-store-client.js';

afterEach(cleanup);

function QueryClientProbe({ seen }: { seen: QueryClient[] }) {
  seen.push(useQueryClient());
  return null;
}

const client = createClient({ host: 'http://store.test', auth: OAuthStrategy({ clientId: 'web' }) });

describe('useStoreClient', () => {
  it('returns the client given to the provider', () => {
    const { result } = renderHook(() => useStoreClient(), {
      wrapper: ({ children }) => <StoreProvider client={client}>{children}</StoreProvider>,
    });
    expect(result.current).toBe(client);
  });

  it('throws a clear error outside a StoreProvider', () => {
    // React logs the error it rethrows; keep the test output readable.
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => renderHook(() => useStoreClient())).toThrowError(
        /useStoreClient must be used inside <StoreProvider/,
      );
    } finally {
      console.error = consoleError;
    }
  });
});

describe('StoreProvider', () => {
  it('uses the QueryClient it is given', () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useQueryClient(), {
      wrapper: ({ children }) => (
        <StoreProvider client={client} queryClient={queryClient}>
          {children}
        </StoreProvider>
      ),
    });
    expect(result.current).toBe(queryClient);
  });

  it('creates one QueryClient when none is given and keeps it across re-renders', () => {
    const seen: QueryClient[] = [];
    const { rerender } = render(
      <StoreProvider client={client}>
        <QueryClientProbe seen={seen} />
      </StoreProvider>,
    );
    rerender(
      <StoreProvider client={client}>
        <QueryClientProbe seen={seen} />
      </StoreProvider>,
    );
    expect(seen.length).toBe(2);
    expect(seen[0]).toBeInstanceOf(QueryClient);
    expect(seen[1]).toBe(seen[0]);
  });

  it('does not add retries of its own: a failing query runs once, since the client already retries what is safe', async () => {
    let calls = 0;
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: ['failing'],
          queryFn: () => {
            calls++;
            return Promise.reject(new Error('down'));
          },
        }),
      { wrapper: ({ children }) => <StoreProvider client={client}>{children}</StoreProvider> },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toBe(1);
  });
});
