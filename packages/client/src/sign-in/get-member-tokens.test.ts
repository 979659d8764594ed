import { describe, expect, it } from 'vitest';
import { OAuthStrategy } from '../auth/oauth-strategy.js';
import { createClient } from '../client/create-client.js';
import { isAuthError } from '../errors/guards.js';
import { getMemberTokens } from './get-member-tokens.js';
import { generateOAuthData } from './oauth-data.js';

describe('getMemberTokens before any request', () => {
  const requests: string[] = [];
  const client = createClient({
    host: 'https://store.example',
    fetch: (url) => {
      requests.push(url);
      throw new Error('no request expected');
    },
    auth: OAuthStrategy({ clientId: 'c-1' }),
  });
  const data = generateOAuthData('https://shop.example/cb');

  it.each([
    [undefined, data.state, 'MISSING_CODE_OR_STATE', 'Missing code or _state'],
    ['code', undefined, 'MISSING_CODE_OR_STATE', 'Missing code or _state'],
    ['code', '', 'MISSING_CODE_OR_STATE', 'Missing code or _state'],
    ['code', 'another state', 'INVALID_STATE', 'Invalid _state'],
  ])('refuses code %s with state %s', async (code, state, errorCode, message) => {
    const error = await getMemberTokens(client, code, state, data).catch((e: unknown) => e);
    expect(isAuthError(error) && error.code).toBe(errorCode);
    expect((error as Error).message).toBe(message);
    expect(requests).toEqual([]);
  });
});

describe('getMemberTokens when the network fails', () => {
  it('fails with MEMBER_TOKENS_FAILED, never a TypeError, and stays signed out', async () => {
    const client = createClient({
      host: 'https://store.example',
      fetch: () => {
        throw new TypeError('fetch failed');
      },
      auth: OAuthStrategy({ clientId: 'c-1' }),
    });
    const data = generateOAuthData('https://shop.example/cb');
    const error = await getMemberTokens(client, 'code', data.state, data).catch((e: unknown) => e);
    expect(isAuthError(error) && error.code).toBe('MEMBER_TOKENS_FAILED');
    expect((error as Error).message).toBe('Failed to get member tokens');
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(client.auth.loggedIn()).toBe(false);
  });
});
