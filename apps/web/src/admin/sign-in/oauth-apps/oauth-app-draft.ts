// The OAuth app form's draft: URI lists as text, one per line, as an owner pastes them.
import type { OAuthClientRefreshTokens } from '@cartwright/contracts';
import type { OAuthClient, OAuthClientInput } from './oauth-app-queries.js';

export interface OAuthAppDraft {
  name: string;
  redirectUris: string;
  allowedOrigins: string;
  postLogoutRedirectUris: string;
  refreshTokens: OAuthClientRefreshTokens;
}

export const draftFromOAuthApp = (app?: OAuthClient): OAuthAppDraft => ({
  name: app?.name ?? '',
  redirectUris: app?.redirectUris.join('\n') ?? '',
  allowedOrigins: app?.allowedOrigins.join('\n') ?? '',
  postLogoutRedirectUris: app?.postLogoutRedirectUris.join('\n') ?? '',
  refreshTokens: app?.refreshTokens ?? 'ROTATE',
});

/** Lines trimmed, blank ones dropped. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const oauthAppInputFromDraft = (draft: OAuthAppDraft): Required<OAuthClientInput> => ({
  name: draft.name.trim(),
  redirectUris: lines(draft.redirectUris),
  allowedOrigins: lines(draft.allowedOrigins),
  postLogoutRedirectUris: lines(draft.postLogoutRedirectUris),
  refreshTokens: draft.refreshTokens,
});
