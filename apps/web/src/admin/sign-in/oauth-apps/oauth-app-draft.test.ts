import { expect, it } from 'vitest';
import { draftFromOAuthApp, oauthAppInputFromDraft } from './oauth-app-draft.js';

it('reads one URI a line, trimmed, without blank lines, and back', () => {
  const input = oauthAppInputFromDraft({
    name: ' Shop ',
    redirectUris: 'https://shop.example/cb\n\n  http://localhost:5173/cb  \n',
    allowedOrigins: '',
    postLogoutRedirectUris: 'https://shop.example/bye',
    refreshTokens: 'REUSE',
  });
  expect(input).toEqual({
    name: 'Shop',
    redirectUris: ['https://shop.example/cb', 'http://localhost:5173/cb'],
    allowedOrigins: [],
    postLogoutRedirectUris: ['https://shop.example/bye'],
    refreshTokens: 'REUSE',
  });
  const app = { id: 'c', createdDate: '', updatedDate: '', ...input };
  expect(draftFromOAuthApp(app).redirectUris).toBe('https://shop.example/cb\nhttp://localhost:5173/cb');
  expect(draftFromOAuthApp(app).refreshTokens).toBe('REUSE');
  expect(draftFromOAuthApp()).toEqual({
    name: '',
    redirectUris: '',
    allowedOrigins: '',
    postLogoutRedirectUris: '',
    refreshTokens: 'ROTATE',
  });
});
