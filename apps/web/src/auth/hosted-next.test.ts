// Tests of the hosted login's `next` (only same-origin authorize URLs are followed) and `return` (only the shop's
// checkout recovery pages).
import { expect, it } from 'vitest';
import { hostedNext, nextParameter, returnPath } from './hosted-next.js';

const origin = 'https://shop.test';

it('follows a same-origin path to the authorize endpoint with its query', () => {
  const next = '/oauth2/authorize?client_id=web&state=s%201&response_type=code';
  expect(hostedNext(next, origin)).toBe(`${origin}${next}`);
});

it('drops other origins, protocol-relative and backslash addresses', () => {
  for (const next of [
    'https://evil.test/oauth2/authorize',
    '//evil.test/oauth2/authorize',
    '/\\evil.test/oauth2/authorize',
    'javascript:alert(1)',
    'oauth2/authorize',
  ]) {
    expect(hostedNext(next, origin), next).toBeUndefined();
  }
});

it('drops same-origin paths other than the authorize endpoint', () => {
  for (const next of ['/', '/account', '/oauth2/token', '/oauth2/authorize/../token', '/oauth2/authorizes']) {
    expect(hostedNext(next, origin), next).toBeUndefined();
  }
  expect(hostedNext(null, origin)).toBeUndefined();
  expect(hostedNext('', origin)).toBeUndefined();
});

it('reads next from a search string', () => {
  expect(nextParameter('?next=%2Foauth2%2Fauthorize%3Fa%3D1')).toBe('/oauth2/authorize?a=1');
  expect(nextParameter('')).toBeNull();
});

it('returns after sign-in to a checkout recovery link of this shop, and nowhere else', () => {
  expect(returnPath(`?return=${encodeURIComponent('/checkout/recover/abc_-1')}`)).toBe(
    '/checkout/recover/abc_-1',
  );
  for (const value of [
    '/account',
    '/checkout/abc',
    'https://evil.test/checkout/recover/abc',
    '//evil.test/checkout/recover/abc',
    '/\\evil.test/checkout/recover/abc',
    '/checkout/recover/../../admin',
    'javascript:alert(1)',
    '',
  ]) {
    expect(returnPath(`?return=${encodeURIComponent(value)}`), value).toBeUndefined();
  }
  expect(returnPath('')).toBeUndefined();
});
