// Shared helpers for cart route tests: fresh visitors and members, catalog products made through the admin
// API, catalog references, and readers for carts, violations, application errors and cart events.
import { randomUUID } from 'node:crypto';
import {
  type CartResponse,
  type CatalogReference,
  type ErrorEnvelope,
  type EstimateTotalsResponse,
  type Product,
  type ProductResponse,
  type QueryProductVariantsResponse,
  STORE_CATALOG_APP_ID,
  type TokenResponse,
} from '@cartwright/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test-support/test-app.js';
import { issueAccessToken } from '../../oauth/tokens/access-tokens.js';
import { type Credentials, catalogCallers } from '../../products/test-support/catalog-callers.js';
import { getWebConfig } from '../../store/store.service.js';

export const CART = '/ecom/v1/carts/current';
/** `app.request` as one caller, with a JSON body when given and any extra headers (Idempotency-Key). */
export type Requester = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

/** A requester to `app` (another server instance's, say) with these auth headers. */
export function requester(app: TestApp['app'], auth: Record<string, string>): Requester {
  return async (method, path, body, headers = {}) =>
    app.request(path, {
      method,
      headers: { ...auth, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
}

export interface CartKit {
  creds: Credentials;
  /** The store's API key (an owner). */
  admin: Requester;
  /** A new visitor with its own anonymous token (and so its own cart). */
  visitor(): Promise<Requester>;
  /** A new visitor's anonymous access token, for requests to another app. */
  visitorToken(): Promise<string>;
  /** A new signed-in member. */
  member(): Promise<Requester>;
  createProduct(product: Record<string, unknown>): Promise<Product>;
  /** Sets variant overrides (price, stock, visibility) on a product. */
  updateVariants(productId: string, variants: Record<string, unknown>[]): Promise<void>;
  patchProduct(productId: string, product: Record<string, unknown>): Promise<void>;
  /** The id of the product's variant with exactly these choices. */
  variantId(productId: string, choices: Record<string, string>): Promise<string>;
}

export async function cartKit(t: TestApp): Promise<CartKit> {
  const creds = await catalogCallers(t);
  const admin = requester(t.app, creds.apiKey);
  const { clientId } = await getWebConfig(t.deps);
  const visitorToken = async () => {
    const res = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, grantType: 'anonymous' }),
    });
    return ((await res.json()) as TokenResponse).access_token;
  };
  return {
    creds,
    admin,
    visitorToken,
    async visitor() {
      return requester(t.app, { authorization: await visitorToken() });
    },
    async member() {
      const { token } = await issueAccessToken(t.deps, { kind: 'member', id: randomUUID(), clientId });
      return requester(t.app, { authorization: token });
    },
    async createProduct(product) {
      const res = await admin('POST', '/stores/v1/products', {
        product: { productType: 'physical', ...product },
      });
      const body = (await res.json()) as ProductResponse;
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.product;
    },
    async updateVariants(productId, variants) {
      const res = await admin('PATCH', `/stores/v1/products/${productId}/variants`, { variants });
      expect(res.status, await res.clone().text()).toBe(200);
    },
    async patchProduct(productId, product) {
      const res = await admin('PATCH', `/stores/v1/products/${productId}`, { product });
      expect(res.status, await res.clone().text()).toBe(200);
    },
    async variantId(productId, choices) {
      const res = await admin('POST', `/stores-reader/v1/products/${productId}/variants/query`, { choices });
      const { variants } = (await res.json()) as QueryProductVariantsResponse;
      expect(variants, JSON.stringify(choices)).toHaveLength(1);
      return variants[0]!.id!;
    },
  };
}

/** A catalog reference to a product, optionally with `options` (`{variantId}` or `{options: {…}}`). */
export const ref = (product: Product | string, options?: CatalogReference['options']): CatalogReference => ({
  catalogItemId: typeof product === 'string' ? product : product.id!,
  appId: STORE_CATALOG_APP_ID,
  ...(options ? { options } : {}),
});

export const line = (reference: CatalogReference, quantity = 1) => ({
  quantity,
  catalogReference: reference,
});

/** POSTs add-to-cart and expects 200; answers the cart. */
export async function addToCart(as: Requester, lineItems: unknown[]) {
  const res = await as('POST', `${CART}/add-to-cart`, { lineItems });
  const body = (await res.json()) as CartResponse;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.cart;
}

/** POSTs estimate-totals and expects 200; answers the estimate. */
export async function estimateTotals(as: Requester, body: unknown = {}) {
  const res = await as('POST', `${CART}/estimate-totals`, body);
  const json = (await res.json()) as EstimateTotalsResponse;
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json;
}

export async function readCart(as: Requester) {
  const res = await as('GET', CART);
  const body = (await res.json()) as CartResponse;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.cart;
}

/** The status and application error code of a failed answer. */
export async function appError(res: Response) {
  const body = (await res.json()) as ErrorEnvelope;
  return { status: res.status, code: body.details?.applicationError?.code };
}

/** Cart and checkout events about one entity, oldest first: slug and payload. */
export async function eventsAbout(t: TestApp, entityId: string) {
  const rows = await t.deps.db
    .selectFrom('event_outbox')
    .select(['event_type', 'payload'])
    .where('entity_id', '=', entityId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ type: r.event_type, payload: r.payload as unknown as Record<string, unknown> }));
}

export { violations } from '../../../test-support/test-app.js';
