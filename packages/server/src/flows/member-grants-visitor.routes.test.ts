// The visitor a sign-in call names (the platform client's login and register carry the visitor's access
// token, its code exchange none): the session token and the code made from it remember that visitor, and the
// exchange merges that visitor's cart, never one a caller claims, forges or brings from another client.
import type { Cart, Product, StateMachineResponse, TokenResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  appError,
  CART,
  cartKit,
  line,
  readCart,
  ref,
  requester,
} from '../modules/cart/test-support/cart-kit.js';
import {
  login,
  newEmail,
  PASSWORD,
  post,
  register,
  setAuthSettings,
} from '../modules/identity/test-support/sign-in-kit.js';
import {
  authorizeUrl,
  createShopClient,
  REDIRECT_URI,
  VERIFIER,
} from '../modules/oauth/test-support/sign-in-kit.js';
import { issueAccessToken } from '../modules/oauth/tokens/access-tokens.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('the visitor who signed in, remembered to the code exchange', () => {
  let t: TestApp;
  let clientId: string;
  let otherClientId: string;
  let mug: Product;

  beforeAll(async () => {
    t = await createTestApp();
    const kit = await cartKit(t);
    clientId = (await createShopClient(t)).id;
    otherClientId = (await createShopClient(t)).id;
    mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 } });
    // Sign-in answers SUCCESS straight away: e-mail verification is its own tests' concern.
    await setAuthSettings(t, { emailVerification: 'OFF' });
  });
  afterAll(() => t.close());

  const tokenCall = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(t, '/oauth2/token', body, { headers });

  /** A new visitor of `client` with `quantity` mugs in its cart; answers its access token. */
  async function visitorWithMugs(quantity: number, client = clientId): Promise<string> {
    const res = await tokenCall({ clientId: client, grantType: 'anonymous' });
    const visitor = ((await res.json()) as TokenResponse).access_token;
    await addToCart(requester(t.app, { authorization: visitor }), [line(ref(mug), quantity)]);
    return visitor;
  }

  /** A registered member's e-mail (registered with no token, so nothing is remembered yet). */
  async function newMember(): Promise<string> {
    const email = newEmail();
    expect((await register(t, email)).status).toBe(200);
    return email;
  }

  /** Logs in with `authorization` on the call, as the platform client does; answers the session token. */
  async function loginWith(email: string, authorization: string): Promise<string> {
    const res = await post(
      t,
      '/_api/iam/authentication/v2/login',
      { loginId: { email }, password: PASSWORD },
      { headers: { authorization } },
    );
    const answer = (await res.json()) as StateMachineResponse;
    expect(answer.state, JSON.stringify(answer)).toBe('SUCCESS');
    return answer.sessionToken ?? '';
  }

  async function codeFor(sessionToken: string, client = clientId): Promise<string> {
    const res = await t.app.request(authorizeUrl(client, { sessionToken, prompt: 'none' }));
    return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
  }

  const exchange = (code: string, headers: Record<string, string> = {}, client = clientId) =>
    tokenCall(
      {
        clientId: client,
        grantType: 'authorization_code',
        code,
        codeVerifier: VERIFIER,
        redirectUri: REDIRECT_URI,
      },
      headers,
    );

  async function memberCart(res: Response): Promise<Cart | number> {
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as TokenResponse;
    const read = await requester(t.app, { authorization: access_token })('GET', CART);
    return read.status === 200 ? ((await read.json()) as { cart: Cart }).cart : read.status;
  }
  const mugs = (cart: Cart | number) =>
    typeof cart === 'number'
      ? cart
      : cart.lineItems?.find((l) => l.productName?.original === 'Mug')?.quantity;

  it('login with the visitor’s token, then a code exchange without one: the member gets the visitor’s cart', async () => {
    const visitor = await visitorWithMugs(2);
    const code = await codeFor(await loginWith(await newMember(), visitor));
    expect(mugs(await memberCart(await exchange(code)))).toBe(2);
    expect(await appError(await requester(t.app, { authorization: visitor })('GET', CART))).toEqual({
      status: 404,
      code: 'OWNED_CART_NOT_FOUND',
    });
  });

  it('register with the visitor’s token remembers the visitor as well', async () => {
    const visitor = await visitorWithMugs(3);
    const res = await post(
      t,
      '/_api/iam/authentication/v2/register',
      { loginId: { email: newEmail() }, password: PASSWORD },
      { headers: { authorization: visitor } },
    );
    const { sessionToken } = (await res.json()) as StateMachineResponse;
    expect(mugs(await memberCart(await exchange(await codeFor(sessionToken ?? ''))))).toBe(3);
  });

  it('a code that holds a visitor merges that one only, whatever visitor token the exchange carries', async () => {
    const signedIn = await visitorWithMugs(1);
    const claimed = await visitorWithMugs(5);
    const code = await codeFor(await loginWith(await newMember(), signedIn));
    expect(mugs(await memberCart(await exchange(code, { authorization: claimed })))).toBe(1);
    expect(quantityOf(await readCart(requester(t.app, { authorization: claimed })))).toBe(5);
  });

  it('a forged, stale or member token on the login is no visitor: sign-in goes on and nothing merges', async () => {
    const visitor = await visitorWithMugs(4);
    const [head, payload, signature] = visitor.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 3600 })).toString(
      'base64url',
    );
    const member = await issueAccessToken(t.deps, { kind: 'member', id: crypto.randomUUID(), clientId });
    for (const authorization of [`${head}.${forgedPayload}.${signature}`, 'not-a-token', member.token]) {
      const code = await codeFor(await loginWith(await newMember(), authorization));
      expect(await memberCart(await exchange(code))).toBe(404);
    }
    expect(quantityOf(await readCart(requester(t.app, { authorization: visitor })))).toBe(4);
  });

  it('a code exchanged by another client is refused, and the visitor keeps its cart', async () => {
    const visitor = await visitorWithMugs(2);
    const code = await codeFor(await loginWith(await newMember(), visitor));
    const refused = await exchange(code, { authorization: visitor }, otherClientId);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
    // The code is spent by the refused try; the visitor's cart stays the visitor's.
    expect((await exchange(code)).status).toBe(400);
    expect(quantityOf(await readCart(requester(t.app, { authorization: visitor })))).toBe(2);
  });

  it('a plain login without a token still signs in, with nothing to merge', async () => {
    const email = await newMember();
    const res = await login(t, email);
    const { sessionToken } = (await res.json()) as StateMachineResponse;
    expect(await memberCart(await exchange(await codeFor(sessionToken ?? '')))).toBe(404);
  });
});

const quantityOf = (cart: Cart) => cart.lineItems?.[0]?.quantity;
