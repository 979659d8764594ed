// Shared helpers for pricing route tests: one credential per caller kind, an admin request function, and
// readers for the answers.
import type { ErrorEnvelope } from '@cartwright/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test-support/test-app.js';
import {
  type Credentials,
  catalogCallers,
  jsonRequest,
} from '../../products/test-support/catalog-callers.js';

export interface PricingTestKit {
  creds: Credentials;
  /** Requests with the API key (an owner). */
  admin: ReturnType<typeof jsonRequest>;
  /** POSTs `{[key]: entity}` to `path` as the admin, expects 200 and returns the created entity. */
  create<T>(path: string, key: string, entity: unknown): Promise<T>;
}

export async function pricingTestKit(t: TestApp): Promise<PricingTestKit> {
  const creds = await catalogCallers(t);
  const admin = jsonRequest(t, creds.apiKey);
  return {
    creds,
    admin,
    async create<T>(path: string, key: string, entity: unknown) {
      const res = await admin('POST', path, { [key]: entity });
      const body = (await res.json()) as Record<string, T>;
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body[key]!;
    },
  };
}

/** The application error of a non-200 answer: status, code and data. */
export async function appError(res: Response) {
  const body = (await res.json()) as ErrorEnvelope;
  return {
    status: res.status,
    code: body.details.applicationError?.code,
    data: body.details.applicationError?.data,
  };
}
