// The "Continue with …" links: the store's login path, carrying the waiting authorize request relative.
import { expect, it } from 'vitest';
import { ssoLoginHref } from './sso-buttons.js';

const provider = {
  idpConnectionId: 'c1',
  displayName: 'Acme',
  loginUrl: '/_api/iam/authentication/v1/sso/login/web-client/c1',
};

it('links to the login path alone when no app is waiting', () => {
  expect(ssoLoginHref(provider, undefined)).toBe(provider.loginUrl);
});

it('hands the authorize request on as a relative authorizationUrl', () => {
  const next = 'https://shop.test/oauth2/authorize?client_id=app&state=a%26b';
  const href = new URL(ssoLoginHref(provider, next), 'https://shop.test');
  expect(href.pathname).toBe(provider.loginUrl);
  expect(href.searchParams.get('authorizationUrl')).toBe('/oauth2/authorize?client_id=app&state=a%26b');
});
