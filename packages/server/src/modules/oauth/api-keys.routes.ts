// GET|POST /cartwright/v1/api-keys, DELETE /cartwright/v1/api-keys/{id}: the owner makes keys for admin
// tooling (the key is answered by the create alone), lists them and revokes them.
import {
  type ApiKey as ApiKeyWire,
  CreateApiKeyRequestSchema,
  CreateApiKeyResponseSchema,
  EmptyResponseSchema,
  ListApiKeysResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys/api-keys.service.js';
import type { ApiKey } from './api-keys.table.js';

const toWire = (key: ApiKey): ApiKeyWire => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  createdDate: key.createdAt.toISOString(),
  ...(key.lastUsedAt ? { lastUsedDate: key.lastUsedAt.toISOString() } : {}),
});

/** Mounted at `API_KEYS_PATH`: the signed-in owner only. */
export function apiKeyRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['api keys'], auth: 'owner' })
    .get(
      '/',
      {
        summary: 'List the live API keys (name, prefix, dates; never the key), newest first',
        response: ListApiKeysResponseSchema,
        errors: [403],
      },
      async (c) => {
        return c.json({ apiKeys: (await listApiKeys(deps)).map(toWire) });
      },
    )
    .post(
      '/',
      {
        summary: 'Create an API key; the answer carries the key itself, this once',
        body: CreateApiKeyRequestSchema,
        response: CreateApiKeyResponseSchema,
        errors: [403],
      },
      async (c, { body }) => {
        const { apiKey, key } = await createApiKey(deps, body.apiKey);
        // The one answer that carries a secret: no cache may keep it.
        c.header('cache-control', 'no-store');
        return c.json({ apiKey: toWire(key), key: apiKey });
      },
    )
    .delete(
      '/:id',
      {
        summary: 'Revoke an API key: requests with it are answered 401 from now on',
        response: EmptyResponseSchema,
        errors: [403, 404],
      },
      async (c) => {
        await revokeApiKey(deps, c.req.param('id'));
        return c.json({});
      },
    ).app;
}
