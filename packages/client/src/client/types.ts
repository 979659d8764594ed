// Shapes of the client object, its options and the auth strategy contract.
import type { StoreError } from '../errors/errors.js';

/** `fetch`, or anything shaped like it, e.g. Hono's `app.request` (which may answer synchronously). */
export type FetchLike = (input: string, init: RequestInit) => Response | Promise<Response>;

/** Where and how a strategy reaches the token endpoint: the client's own host, fetch and headers. */
export interface Transport {
  host: string;
  fetch: FetchLike;
  headers?: Record<string, string>;
}

/** Supplies the headers that authenticate each request. */
export interface AuthStrategy {
  /** Headers to add to a request (`Authorization: <raw token>`, no `Bearer`, wire §0). */
  getAuthHeaders(): Promise<Record<string, string>>;
  /** Called by `createClient`, so token requests go to the client's host through the client's fetch. */
  attach?(transport: Transport): void;
}

/** Receives every failure before it is thrown. */
export type ErrorHandler = (
  error: StoreError,
  context: { requestOptions: { url: string; method: string } },
) => void;

/** The client every call takes first. */
export interface StoreClient<A extends AuthStrategy = AuthStrategy> {
  readonly host: string;
  readonly auth: A;
  readonly fetch: FetchLike;
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly errorHandler?: ErrorHandler;
  /** Sends any request with the auth header added; a relative URL resolves against `host`. */
  fetchWithAuth(url: string | URL, init?: RequestInit): Promise<Response>;
}

// `never[]` accepts any parameter list: a function taking (client, body: X) is assignable to it.
type CallFunction = (client: StoreClient, ...args: never[]) => unknown;

/** A module: a record of plain call functions that take the client first. */
export type ClientModule = Record<string, CallFunction>;

/** A module with the client argument bound: `addToCurrentCart(client, body)` → `addToCurrentCart(body)`. */
export type BoundModule<M> = {
  [K in keyof M]: M[K] extends (client: StoreClient, ...args: infer P) => infer R ? (...args: P) => R : never;
};

export interface ClientOptions<A extends AuthStrategy, M extends Record<string, ClientModule>> {
  /** API origin; defaults to the platform host. A self-hosted store passes its own, e.g. `http://localhost:3000`. */
  host?: string;
  auth?: A;
  modules?: M;
  errorHandler?: ErrorHandler;
  fetch?: FetchLike;
  /** Default per-call timeout in ms (30 000). */
  timeoutMs?: number;
  /** Headers added to every request. */
  headers?: Record<string, string>;
}
