// Shared helpers for V3 entity route tests: admin and visitor requests, and readers for the answers.
import type { ErrorEnvelope } from '@cartwright/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test-support/test-app.js';
import {
  type Credentials,
  catalogCallers,
  jsonRequest,
} from '../../products/test-support/catalog-callers.js';

export interface EntityTestKit {
  creds: Credentials;
  admin: ReturnType<typeof jsonRequest>;
  visitor: ReturnType<typeof jsonRequest>;
  /** POSTs `{[single]: entity}` to `path` and returns the created entity. */
  create(path: string, single: string, entity: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** A V1 product, for assignments. */
  createProduct(name: string): Promise<string>;
}

export async function entityTestKit(t: TestApp): Promise<EntityTestKit> {
  const creds = await catalogCallers(t);
  const admin = jsonRequest(t, creds.apiKey);
  return {
    creds,
    admin,
    visitor: jsonRequest(t, creds.visitor),
    async create(path, single, entity) {
      const res = await admin('POST', path, { [single]: entity });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as Record<string, Record<string, unknown>>)[single]!;
    },
    async createProduct(name) {
      const res = await admin('POST', '/stores/v1/products', {
        product: { name, productType: 'physical', priceData: { price: 5 } },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { product: { id: string } }).product.id;
    },
  };
}

export async function appCode(res: Response) {
  return ((await res.json()) as ErrorEnvelope).details.applicationError?.code;
}

/** `.r=` as gateway clients encode a GET query. */
export const dotR = (payload: unknown) =>
  `.r=${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}`;

/** Outbox events about one entity, oldest first: their type and payload. */
export async function entityEvents(t: TestApp, entityId: string) {
  const rows = await t.deps.db
    .selectFrom('event_outbox')
    .select(['event_type', 'payload'])
    .where('entity_id', '=', entityId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ type: r.event_type, payload: r.payload as Record<string, unknown> }));
}

export { violations } from '../../../test-support/test-app.js';
