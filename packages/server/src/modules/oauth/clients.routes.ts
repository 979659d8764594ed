// GET|POST /cartwright/v1/oauth-clients, GET|PATCH|DELETE /cartwright/v1/oauth-clients/{id}: the owner
// registers the store fronts and apps that sign shoppers in.
import {
  CreateOAuthClientRequestSchema,
  EmptyResponseSchema,
  ListOAuthClientsResponseSchema,
  OAuthClientResponseSchema,
  type OAuthClient as OAuthClientWire,
  UpdateOAuthClientRequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import {
  createOAuthClient,
  deleteOAuthClient,
  listOAuthClients,
  requireOAuthClient,
  updateOAuthClient,
} from './clients/clients.service.js';
import type { OAuthClient } from './clients.table.js';

const toWire = ({ createdAt, updatedAt, ...client }: OAuthClient): OAuthClientWire => ({
  ...client,
  createdDate: createdAt.toISOString(),
  updatedDate: updatedAt.toISOString(),
});

/** Mounted at `OAUTH_CLIENTS_PATH`: the signed-in owner only. */
export function oauthClientRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['oauth clients'], auth: 'owner' })
    .get(
      '/',
      {
        summary: 'List the OAuth clients, oldest first',
        response: ListOAuthClientsResponseSchema,
        errors: [403],
      },
      async (c) => {
        return c.json({ oauthClients: (await listOAuthClients(deps)).map(toWire) });
      },
    )
    .post(
      '/',
      {
        summary: 'Register an OAuth client; its id is the clientId the app sends',
        body: CreateOAuthClientRequestSchema,
        response: OAuthClientResponseSchema,
        errors: [403],
      },
      async (c, { body }) => {
        return c.json({ oauthClient: toWire(await createOAuthClient(deps, body.oauthClient)) });
      },
    )
    .get(
      '/:id',
      { summary: 'Get an OAuth client', response: OAuthClientResponseSchema, errors: [403, 404] },
      async (c) => {
        return c.json({ oauthClient: toWire(await requireOAuthClient(deps, c.req.param('id'))) });
      },
    )
    .patch(
      '/:id',
      {
        summary: 'Change some fields of an OAuth client; the others stay',
        body: UpdateOAuthClientRequestSchema,
        response: OAuthClientResponseSchema,
        errors: [403, 404],
      },
      async (c, { body }) => {
        const updated = await updateOAuthClient(deps, c.req.param('id'), body.oauthClient);
        return c.json({ oauthClient: toWire(updated) });
      },
    )
    .delete(
      '/:id',
      {
        summary: "Delete an OAuth client and revoke its refresh tokens (not the store's own web client: 409)",
        response: EmptyResponseSchema,
        errors: [403, 404, 409],
      },
      async (c) => {
        await deleteOAuthClient(deps, c.req.param('id'));
        return c.json({});
      },
    ).app;
}
