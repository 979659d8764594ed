// @vitest-environment happy-dom
// The one mutation hook against a loopback server through the real client: the declared reads are refreshed before
// success counts, answers are written into the cache, an optimistic edit is taken back when the call is refused.
import {
  callApi,
  createClient,
  isApiError,
  OAuthStrategy,
  type StoreClient,
  type Tokens,
} from '@cartwright/client';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CORS } from '../../../client/src/test-support/scripted-cart-server.js';
import { startTestServer, type TestServer } from '../../../client/src/test-support/test-server.js';
import { StoreProvider } from '../provider/store-provider.js';
import { useStoreClient } from '../provider/use-store-client.js';
import { useStoreMutation } from './use-store-mutation.js';

interface Note {
  id: string;
  text: string;
}

let server: TestServer;
let queryClient: QueryClient;
/** What the server keeps; a PATCH replaces the text, `refuse` makes it answer 409. */
let stored: Note;
let refuse = false;

beforeEach(async () => {
  stored = { id: 'n-1', text: 'first' };
  refuse = false;
  server = await startTestServer((request) => {
    // The DOM's fetch asks first whether the cross-origin call may be made.
    if (request.method === 'OPTIONS') return { status: 204, headers: CORS, body: '' };
    if (request.method === 'GET') return { headers: CORS, body: { notes: [stored] } };
    if (refuse) {
      const refusal = { message: 'taken', details: { applicationError: { code: 'TAKEN' } } };
      return { status: 409, headers: CORS, body: refusal };
    }
    stored = { ...stored, text: (JSON.parse(request.body) as { text: string }).text };
    return { headers: CORS, body: { note: stored } };
  });
});
afterEach(async () => {
  cleanup();
  queryClient.clear();
  await server.close();
});

const listKey = ['notes', 'list'] as const;
const oneKey = (id: string) => ['notes', 'one', id] as const;
const readNotes = (client: StoreClient) =>
  callApi<{ notes: Note[] }>(client, { method: 'GET', path: '/notes' }).then(({ notes }) => notes);
const saveNote = (client: StoreClient, { id, text }: Note) =>
  callApi<{ note: Note }>(client, { method: 'PATCH', path: '/notes/{id}' }, { id, text }).then(
    ({ note }) => note,
  );

const visitor: Tokens = {
  accessToken: { value: 'visitor-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: 'visitor-refresh', role: 'visitor' },
};

function render<T>(hook: () => T) {
  const client = createClient({
    host: server.origin,
    auth: OAuthStrategy({ clientId: 'web', tokens: visitor }),
  });
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} queryClient={queryClient}>
      {children}
    </StoreProvider>
  );
  return renderHook(hook, { wrapper });
}

const sent = (method: string) => server.requests.filter((request) => request.method === method);
const gets = () => sent('GET').length;

it('writes the answer into the cache and refreshes the declared reads before success counts', async () => {
  const onSuccess = vi.fn((_note: Note) => gets());
  const { result } = render(() => {
    const client = useStoreClient();
    return {
      list: useQuery({ queryKey: listKey, queryFn: () => readNotes(client) }),
      save: useStoreMutation({
        mutationFn: saveNote,
        update: (cache, note) => cache.setQueryData(oneKey(note.id), note),
        invalidates: [listKey],
        onSuccess,
      }),
    };
  });
  await waitFor(() => expect(result.current.list.data).toEqual([{ id: 'n-1', text: 'first' }]));
  expect(gets()).toBe(1);

  let saved: Note | undefined;
  await act(async () => {
    saved = await result.current.save.mutateAsync({ id: 'n-1', text: 'second' });
  });
  expect(saved).toEqual({ id: 'n-1', text: 'second' });
  expect(queryClient.getQueryData(oneKey('n-1'))).toEqual({ id: 'n-1', text: 'second' });
  // The list was read again before onSuccess ran, and holds what the server kept once the mutation resolved.
  expect(onSuccess.mock.results[0]?.value).toBe(2);
  expect(queryClient.getQueryData(listKey)).toEqual([{ id: 'n-1', text: 'second' }]);
  expect(sent('PATCH').map((request) => request.url)).toEqual(['/notes/n-1']);
});

it('takes an optimistic edit back when the call is refused, refreshes nothing and reports the error', async () => {
  refuse = true;
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const { result } = render(() =>
    useStoreMutation({
      mutationFn: saveNote,
      optimistic: (cache, note) => {
        const before = cache.getQueryData<Note>(oneKey(note.id));
        cache.setQueryData(oneKey(note.id), note);
        return before;
      },
      rollback: (cache, _error, note, before) => cache.setQueryData(oneKey(note.id), before),
      invalidates: (note) => [oneKey(note.id)],
      onSuccess,
      onError,
    }),
  );
  queryClient.setQueryData(oneKey('n-1'), { id: 'n-1', text: 'first' });
  act(() => result.current.mutate({ id: 'n-1', text: 'second' }));
  // Shown before the server answers…
  await waitFor(() => expect(queryClient.getQueryData(oneKey('n-1'))).toEqual({ id: 'n-1', text: 'second' }));
  // …and taken back once it refuses.
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(queryClient.getQueryData(oneKey('n-1'))).toEqual({ id: 'n-1', text: 'first' });
  expect(isApiError(result.current.error) && result.current.error.status).toBe(409);
  expect(onError).toHaveBeenCalledTimes(1);
  expect(onSuccess).not.toHaveBeenCalled();
  expect(stored.text).toBe('first');
  expect(gets()).toBe(0);
});

it('sends nothing when the draft check inside mutationFn throws', async () => {
  const { result } = render(() =>
    useStoreMutation({
      mutationFn: async (client, note: Note) => {
        if (!note.text.trim()) throw new Error('Enter a text.');
        return saveNote(client, note);
      },
      invalidates: [listKey],
    }),
  );
  await act(async () => {
    await expect(result.current.mutateAsync({ id: 'n-1', text: ' ' })).rejects.toThrow('Enter a text.');
  });
  expect(server.requests.filter((request) => request.method !== 'OPTIONS')).toEqual([]);
});

it('fails outside a StoreProvider', () => {
  const consoleError = console.error;
  console.error = () => {};
  try {
    expect(() => renderHook(() => useStoreMutation({ mutationFn: async () => 1 }))).toThrowError(
      /StoreProvider/,
    );
  } finally {
    console.error = consoleError;
  }
  queryClient = new QueryClient();
});
