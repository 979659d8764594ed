// Server entry of the web app (built with Vite's build.ssr into dist-server): renders a storefront page
// with the components the browser runs, its catalog answers read through the same queries into the cache,
// which the page carries dehydrated for the browser to hydrate.
import { createClient, type FetchLike, OAuthStrategy } from '@cartwright/client';
import { memoryTokenStorage } from '@cartwright/client/storage';
import { createStoreQueryClient, type OAuthStoreClient } from '@cartwright/react';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { App } from './app/app.js';
import { pageStateScript } from './bootstrap/page-state.js';
import { loadWebConfig, type WebConfig } from './bootstrap/web-config.js';

/** What the store server asks for. */
export interface RenderRequest {
  /** The page's path and, for listings, its search (`/products?sort=price`). */
  url: string;
  /** The store's public origin, which the page's API calls go to. */
  origin: string;
  /** Answers API requests in-process (the store server's `app.request`). */
  fetch: FetchLike;
}

/** The rendered root and the data block that follows it. */
export interface RenderedPage {
  html: string;
  state: string;
}

/** Reads the catalog only: whatever is personal (cart, session) fills in after hydration. */
const isCatalog = (query: Query) => ['products', 'collections'].includes(String(query.queryKey[1]));

/** Rounds of render-then-fetch: a page whose reads depend on others' answers (a collection's products) needs two. */
const MAX_PASSES = 4;

/** A client that asks for no tokens: catalog reads are public, and no visitor session is started for a render. */
function anonymousClient(config: WebConfig, origin: string, fetch: FetchLike): OAuthStoreClient {
  const auth = OAuthStrategy({ clientId: config.clientId, tokenStorage: memoryTokenStorage() });
  return createClient({ host: origin, fetch, auth: { ...auth, getAuthHeaders: async () => ({}) } });
}

async function renderOnce(page: ReactElement): Promise<string> {
  const failures: unknown[] = [];
  const stream = await renderToReadableStream(page, {
    // React outlines a finished boundary larger than this (12.8 kB by default) to stream it behind an inline
    // script, which the page policy refuses: the page is sent whole, so no boundary is ever outlined.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failures.push(error);
    },
  });
  // The whole page before the first byte: it is cached whole, and the page policy refuses the inline
  // scripts React streams late boundaries with.
  await stream.allReady;
  const html = await new Response(stream).text();
  // A page that failed anywhere is the browser's to render, with its error screens.
  if (failures.length > 0) throw failures[0];
  return html;
}

/** Fetches the catalog queries the last render asked for; false when there were none. */
async function fetchAsked(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient
    .getQueryCache()
    .findAll({ predicate: (q) => isCatalog(q) && q.state.status === 'pending' });
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  return asked.length > 0;
}

/**
 * The page at `request.url`, or undefined when one of its catalog reads failed (the browser then renders it).
 * @example const page = await renderPage({ url: '/product-page/red-hat', origin, fetch: app.request });
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | undefined> {
  const inProcess = async (input: RequestInfo | URL, init?: RequestInit) =>
    request.fetch(String(input), init ?? {});
  const config = await loadWebConfig(request.origin, inProcess as typeof fetch);
  const client = anonymousClient(config, request.origin, request.fetch);
  const queryClient = createStoreQueryClient();
  const page = <App config={config} client={client} queryClient={queryClient} ssrPath={request.url} />;
  let html = await renderOnce(page);
  for (let pass = 1; pass < MAX_PASSES && (await fetchAsked(queryClient)); pass++)
    html = await renderOnce(page);
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (q) => isCatalog(q) && q.state.status === 'error' });
  const state = failed.length > 0 ? undefined : pageStateScript({ config, queries: dehydrate(queryClient) });
  // Nothing of the cache outlives the render, not even its garbage collection timers.
  queryClient.clear();
  return state === undefined ? undefined : { html, state };
}
