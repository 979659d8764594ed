// GET|POST /cartwright/v1/oauth-clients, GET|PATCH|DELETE /cartwright/v1/oauth-clients/{id}: the store fronts
// and apps that may ask /oauth2/token for tokens (owner only). URIs are matched exactly, never by prefix.
import { type Static, Type } from '@sinclair/typebox';
import { OAUTH_CLIENT_REFRESH_TOKENS } from '../enums/oauth.js';
import { literalUnion } from '../schema/literal-union.js';

export const OAUTH_CLIENTS_PATH = '/cartwright/v1/oauth-clients';
export const OAUTH_CLIENT_NAME_MAX_LENGTH = 100;
/** Redirect URIs, post-logout URIs and origins a client may list, each. */
export const MAX_OAUTH_CLIENT_URIS = 20;
export const OAUTH_CLIENT_URI_MAX_LENGTH = 2048;

const closed = { additionalProperties: false } as const;
const uriList = (description: string) =>
  Type.Array(Type.String({ minLength: 1, maxLength: OAUTH_CLIENT_URI_MAX_LENGTH }), {
    maxItems: MAX_OAUTH_CLIENT_URIS,
    description,
  });

const oauthClientFields = {
  name: Type.String({ minLength: 1, maxLength: OAUTH_CLIENT_NAME_MAX_LENGTH }),
  redirectUris: uriList(
    'where sign-in may return: absolute https URLs (http only on localhost), no fragment, matched exactly',
  ),
  allowedOrigins: uriList(
    'browser origins (scheme://host[:port]) allowed to call the API and to receive web_message answers',
  ),
  postLogoutRedirectUris: uriList('where sign-out may return, besides the redirect URIs; matched exactly'),
  refreshTokens: literalUnion(OAUTH_CLIENT_REFRESH_TOKENS, {
    description:
      'ROTATE (default): each refresh answers a new refresh token and a replayed one revokes the session; REUSE: the same refresh token is accepted and answered until it expires or is revoked, for clients that keep the first one (the platform SDK)',
  }),
};

export const OAuthClientSchema = Type.Object({
  id: Type.String({ description: 'the clientId the app sends to /oauth2/token' }),
  ...oauthClientFields,
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});
export type OAuthClient = Static<typeof OAuthClientSchema>;

export const OAuthClientInputSchema = Type.Object(
  {
    name: oauthClientFields.name,
    redirectUris: oauthClientFields.redirectUris,
    allowedOrigins: Type.Optional(oauthClientFields.allowedOrigins),
    postLogoutRedirectUris: Type.Optional(oauthClientFields.postLogoutRedirectUris),
    refreshTokens: Type.Optional(oauthClientFields.refreshTokens),
  },
  closed,
);
export type OAuthClientInput = Static<typeof OAuthClientInputSchema>;

export const CreateOAuthClientRequestSchema = Type.Object({ oauthClient: OAuthClientInputSchema }, closed);
export type CreateOAuthClientRequest = Static<typeof CreateOAuthClientRequestSchema>;

/** The fields named change; the others stay. */
export const UpdateOAuthClientRequestSchema = Type.Object(
  { oauthClient: Type.Partial(Type.Object(oauthClientFields, closed), closed) },
  closed,
);
export type UpdateOAuthClientRequest = Static<typeof UpdateOAuthClientRequestSchema>;

export const OAuthClientResponseSchema = Type.Object({ oauthClient: OAuthClientSchema });
export type OAuthClientResponse = Static<typeof OAuthClientResponseSchema>;

export const ListOAuthClientsResponseSchema = Type.Object({ oauthClients: Type.Array(OAuthClientSchema) });
export type ListOAuthClientsResponse = Static<typeof ListOAuthClientsResponseSchema>;

export const OAUTH_CLIENT_ERROR_CODES = {
  /** The store's own web app signs in with this client; deleting it would lock every shopper out. */
  webClientInUse: 'WEB_CLIENT_IN_USE',
} as const;
