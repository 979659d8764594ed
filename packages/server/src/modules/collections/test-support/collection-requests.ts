// Shared helpers for collection route tests: an app with one credential per caller kind, and readers
// for the answers (collections, field violations, application error codes, outbox events).
import type {
  Collection,
  CollectionResponse,
  ErrorEnvelope,
  Product,
  ProductResponse,
} from '@cartwright/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test-support/test-app.js';
import {
  type Credentials,
  catalogCallers,
  jsonRequest,
} from '../../products/test-support/catalog-callers.js';

export interface CollectionTestKit {
  creds: Credentials;
  admin: ReturnType<typeof jsonRequest>;
  visitor: ReturnType<typeof jsonRequest>;
  createCollection(collection: Record<string, unknown>): Promise<Collection>;
  createProduct(product: Record<string, unknown>): Promise<Product>;
}

export async function collectionTestKit(t: TestApp): Promise<CollectionTestKit> {
  const creds = await catalogCallers(t);
  const admin = jsonRequest(t, creds.apiKey);
  return {
    creds,
    admin,
    visitor: jsonRequest(t, creds.visitor),
    async createCollection(collection) {
      const res = await admin('POST', '/stores/v1/collections', { collection });
      expect(res.status).toBe(200);
      return ((await res.json()) as CollectionResponse).collection;
    },
    async createProduct(product) {
      const res = await admin('POST', '/stores/v1/products', {
        product: { productType: 'physical', ...product },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as ProductResponse).product;
    },
  };
}

/** The `[field, rule]` pairs of a 400 answer. */
export async function appCode(res: Response) {
  return ((await res.json()) as ErrorEnvelope).details.applicationError?.code;
}

/** Outbox events about one entity, oldest first: their type and payload. */
export async function eventsFor(t: TestApp, entityId: string) {
  const rows = await t.deps.db
    .selectFrom('event_outbox')
    .select(['event_type', 'payload'])
    .where('entity_id', '=', entityId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    type: r.event_type.split('.').at(-1),
    data: r.payload as Record<string, unknown>,
  }));
}

export { violations } from '../../../test-support/test-app.js';
