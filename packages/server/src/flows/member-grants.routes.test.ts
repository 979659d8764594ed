import type { Cart, Product, TokenResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  appError,
  CART,
  type CartKit,
  cartKit,
  eventsAbout,
  line,
  readCart,
  ref,
  requester,
} from '../modules/cart/test-support/cart-kit.js';
import { issueSessionToken } from '../modules/identity/index.js';
import { createApiKey } from '../modules/oauth/index.js';
import {
  authorizeUrl,
  createShopClient,
  insertMember,
  REDIRECT_URI,
  signedInMember,
  VERIFIER,
} from '../modules/oauth/test-support/sign-in-kit.js';
import { issueAccessToken, verifyAccessToken } from '../modules/oauth/tokens/access-tokens.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('signing a member in: cart merge, authorized_client, revocation', () => {
  let t: TestApp;
  let kit: CartKit;
  let clientId: string;
  let apiKey: string;
  let mug: Product;
  let shirt: Product;

  beforeAll(async () => {
    t = await createTestApp();
    kit = await cartKit(t);
    clientId = (await createShopClient(t)).id;
    apiKey = (await createApiKey(t.deps, { name: 'external login' })).apiKey;
    mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 } });
    shirt = await kit.createProduct({
      name: 'Shirt',
      priceData: { price: 40 },
      productOptions: [
        {
          name: 'Color',
          optionType: 'color',
          choices: [
            { value: '#ff0000', description: 'Red' },
            { value: '#0000ff', description: 'Blue' },
          ],
        },
      ],
    });
  });
  afterAll(() => t.close());

  const token = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  async function visitorToken(): Promise<string> {
    const res = await token({ clientId, grantType: 'anonymous' });
    return ((await res.json()) as TokenResponse).access_token;
  }

  async function codeFor(sessionToken: string): Promise<string> {
    const res = await t.app.request(authorizeUrl(clientId, { sessionToken }));
    return new URL(res.headers.get('location')!).searchParams.get('code')!;
  }

  const quantities = (cart: Cart) =>
    Object.fromEntries(
      cart.lineItems!.map((l) => [
        `${l.productName?.original}${l.catalogReference?.options?.options?.Color ?? ''}`,
        l.quantity,
      ]),
    );

  describe('cart merge on the code exchange (visitor token in Authorization)', () => {
    it('adds the visitor’s lines to the member’s cart, merging by key, and deletes the visitor’s cart', async () => {
      const visitor = await visitorToken();
      const asVisitor = requester(t.app, { authorization: visitor });
      const visitorCart = await addToCart(asVisitor, [
        line(ref(mug), 2),
        line(ref(shirt, { options: { Color: 'Red' } }), 1),
      ]);
      const { memberId, sessionToken } = await signedInMember(t);
      const memberAccess = await issueAccessToken(t.deps, { kind: 'member', id: memberId, clientId });
      const asMember = requester(t.app, { authorization: memberAccess.token });
      await addToCart(asMember, [line(ref(mug), 1)]);

      const res = await token(
        {
          clientId,
          grantType: 'authorization_code',
          code: await codeFor(sessionToken),
          codeVerifier: VERIFIER,
          redirectUri: REDIRECT_URI,
        },
        { authorization: visitor },
      );
      expect(res.status).toBe(200);
      expect(quantities(await readCart(asMember))).toEqual({ Mug: 3, ShirtRed: 1 });
      expect(await appError(await asVisitor('GET', CART))).toEqual({
        status: 404,
        code: 'OWNED_CART_NOT_FOUND',
      });
      const events = await eventsAbout(t, visitorCart.id!);
      expect(events.at(-1)?.type).toMatch(/deleted/);
    });

    it('creates the member’s cart when there is none, and leaves out lines no longer for sale', async () => {
      const hidden = await kit.createProduct({ name: 'Soon hidden', priceData: { price: 5 } });
      const visitor = await visitorToken();
      await addToCart(requester(t.app, { authorization: visitor }), [
        line(ref(mug), 1),
        line(ref(hidden), 1),
      ]);
      await kit.patchProduct(hidden.id!, { visible: false });
      const { memberId, sessionToken } = await signedInMember(t);
      const res = await token(
        {
          clientId,
          grantType: 'authorization_code',
          code: await codeFor(sessionToken),
          codeVerifier: VERIFIER,
          redirectUri: REDIRECT_URI,
        },
        { authorization: `Bearer ${visitor}` },
      );
      expect(res.status).toBe(200);
      const memberAccess = await issueAccessToken(t.deps, { kind: 'member', id: memberId, clientId });
      expect(quantities(await readCart(requester(t.app, { authorization: memberAccess.token })))).toEqual({
        Mug: 1,
      });
    });

    it('leaves out a line the merged quantity limit refuses, keeping the member’s own quantity and the other lines', async () => {
      const visitor = await visitorToken();
      await addToCart(requester(t.app, { authorization: visitor }), [
        line(ref(mug), 60_000),
        line(ref(shirt, { options: { Color: 'Blue' } }), 2),
      ]);
      const { memberId, sessionToken } = await signedInMember(t);
      const memberAccess = await issueAccessToken(t.deps, { kind: 'member', id: memberId, clientId });
      const asMember = requester(t.app, { authorization: memberAccess.token });
      await addToCart(asMember, [line(ref(mug), 60_000)]);
      const res = await token(
        {
          clientId,
          grantType: 'authorization_code',
          code: await codeFor(sessionToken),
          codeVerifier: VERIFIER,
          redirectUri: REDIRECT_URI,
        },
        { authorization: visitor },
      );
      expect(res.status).toBe(200);
      expect(quantities(await readCart(asMember))).toEqual({ Mug: 60_000, ShirtBlue: 2 });
    });

    it('merges nothing for an invalid token or a member’s token, and still signs the member in', async () => {
      const { memberId, sessionToken } = await signedInMember(t);
      const forged = await token(
        {
          clientId,
          grantType: 'authorization_code',
          code: await codeFor(sessionToken),
          codeVerifier: VERIFIER,
          redirectUri: REDIRECT_URI,
        },
        { authorization: 'not-a-token' },
      );
      expect(forged.status).toBe(200);
      const other = await signedInMember(t);
      const otherAccess = await issueAccessToken(t.deps, { kind: 'member', id: other.memberId, clientId });
      await addToCart(requester(t.app, { authorization: otherAccess.token }), [line(ref(mug), 4)]);
      const again = await token(
        {
          clientId,
          grantType: 'authorization_code',
          code: await codeFor(await issueSessionToken(t.deps, memberId)),
          codeVerifier: VERIFIER,
          redirectUri: REDIRECT_URI,
        },
        { authorization: otherAccess.token },
      );
      expect(again.status).toBe(200);
      expect(quantities(await readCart(requester(t.app, { authorization: otherAccess.token })))).toEqual({
        Mug: 4,
      });
      const mine = await issueAccessToken(t.deps, { kind: 'member', id: memberId, clientId });
      const res = await requester(t.app, { authorization: mine.token })('GET', CART);
      expect(res.status).toBe(404);
    });
  });

  describe('authorized_client grant', () => {
    const grant = (body: Record<string, unknown>, authorization?: string) =>
      token(
        { grant_type: 'authorized_client', scope: 'offline_access', ...body },
        authorization ? { authorization } : {},
      );

    it('issues member tokens for an approved member when an API key vouches, merging the visitor’s cart', async () => {
      const visitor = await visitorToken();
      await addToCart(requester(t.app, { authorization: visitor }), [line(ref(mug), 2)]);
      const memberId = await insertMember(t);
      const res = await grant({ member_id: memberId }, `${visitor},${apiKey}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as TokenResponse;
      expect(await verifyAccessToken(t.deps, body.access_token)).toEqual({
        kind: 'member',
        id: memberId,
        clientId,
        authTime: expect.any(Number),
      });
      expect(quantities(await readCart(requester(t.app, { authorization: body.access_token })))).toEqual({
        Mug: 2,
      });
    });

    it('checks the session token belongs to the member', async () => {
      const visitor = await visitorToken();
      const a = await signedInMember(t);
      const b = await signedInMember(t);
      expect(
        (await grant({ member_id: a.memberId, session_token: b.sessionToken }, `${visitor},${apiKey}`))
          .status,
      ).toBe(400);
      expect(
        (await grant({ member_id: a.memberId, session_token: a.sessionToken }, `${visitor},${apiKey}`))
          .status,
      ).toBe(200);
      // Single use: the same session token again is refused.
      expect(
        (await grant({ member_id: a.memberId, session_token: a.sessionToken }, `${visitor},${apiKey}`))
          .status,
      ).toBe(400);
    });

    it('refuses without a live API key, without a token, and for members who may not sign in', async () => {
      const visitor = await visitorToken();
      const memberId = await insertMember(t);
      const noKey = await grant({ member_id: memberId }, visitor);
      expect(noKey.status).toBe(401);
      expect(await noKey.json()).toMatchObject({ error: 'invalid_client' });
      expect((await grant({ member_id: memberId }, `${visitor},cwk_wrong`)).status).toBe(401);
      expect((await grant({ member_id: memberId })).status).toBe(401);
      expect((await grant({ member_id: memberId }, `,${apiKey}`)).status).toBe(400);
      expect((await grant({ member_id: memberId }, `garbage,${apiKey}`)).status).toBe(400);
      const pending = await insertMember(t, 'PENDING');
      expect((await grant({ member_id: pending }, `${visitor},${apiKey}`)).status).toBe(400);
      expect(
        (await grant({ member_id: '00000000-0000-4000-8000-000000000000' }, `${visitor},${apiKey}`)).status,
      ).toBe(400);
      expect((await grant({ member_id: 'not-a-uuid' }, `${visitor},${apiKey}`)).status).toBe(400);
      expect((await grant({ member_id: 7 }, `${visitor},${apiKey}`)).status).toBe(400);
    });
  });

  describe('POST /oauth2/revoke', () => {
    it('ends the refresh token’s family, and answers {} for unknown tokens', async () => {
      const visitor = await visitorToken();
      const res = await token(
        { grant_type: 'authorized_client', member_id: await insertMember(t) },
        { authorization: `${visitor},${apiKey}` },
      );
      const { refresh_token } = (await res.json()) as TokenResponse;
      const revoke = (body: unknown) =>
        t.app.request('/oauth2/revoke', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const revoked = await revoke({ token: refresh_token });
      expect(revoked.status).toBe(200);
      expect(await revoked.json()).toEqual({});
      expect(
        (await token({ clientId, grantType: 'refresh_token', refreshToken: refresh_token })).status,
      ).toBe(400);
      expect((await revoke({ token: 'unknown' })).status).toBe(200);
      const bad = await revoke({ token: 3 });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'invalid_request' });
    });
  });
});
