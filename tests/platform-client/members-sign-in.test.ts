// Sign-in, the current member and the member admin calls through the platform's own @wix/sdk OAuthStrategy
// and @wix/members client against the real store. The member signs in with the client's own calls: login
// (e-mail and password) answers a session token; the authorization URL made from it through a redirect
// session (response mode query, prompt none) is opened as a browser would, and its code is exchanged by
// getMemberTokens. Admin calls go with an API key through the client's ApiKeyStrategy.
import { randomUUID } from 'node:crypto';
import { STORE_CATALOG_APP_ID } from '@cartwright/contracts';
import { currentCart } from '@wix/ecom';
import { members } from '@wix/members';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember } from '../../packages/server/src/testing.js';
import { type PlatformStore, REDIRECT_URI, startPlatformStore } from './platform-store.js';

let store: PlatformStore;
beforeAll(async () => {
  store = await startPlatformStore();
});
afterAll(() => store?.close());

const PASSWORD = 'correct horse battery staple';

const shopper = () =>
  createClient({
    modules: { members, currentCart, products },
    auth: OAuthStrategy({ clientId: store.clientId }),
  });
type Shopper = ReturnType<typeof shopper>;
// The store has no sites or accounts: the ids the client's type asks for are sent as headers and ignored.
const admin = () =>
  createClient({ modules: { members }, auth: ApiKeyStrategy({ apiKey: store.apiKey, accountId: 'store' }) });

/** A member with a password, made straight in the store; answers its e-mail and id. */
async function newMember() {
  const email = `${randomUUID()}@shop.example`;
  const id = await createTestMember(store, { email, password: PASSWORD, verified: true });
  return { email, id };
}

/** Signs `client` in with the platform client's login and authorization-code calls; answers the tokens. */
async function signIn(client: Shopper, email: string) {
  const login = await client.auth.login({ email, password: PASSWORD });
  expect(login.loginState).toBe('SUCCESS');
  const sessionToken = 'data' in login ? (login.data as { sessionToken: string }).sessionToken : '';
  const oauthData = client.auth.generateOAuthData(REDIRECT_URI, 'https://shop.example/account');
  // getAuthUrl takes the session token at run time (getMemberTokensForDirectLogin passes it the same way),
  // though its published type leaves the option out.
  const options = { responseMode: 'query', prompt: 'none', sessionToken } as const;
  const { authUrl } = await client.auth.getAuthUrl(
    oauthData,
    options as Omit<typeof options, 'sessionToken'>,
  );
  // The browser's part: open the authorize page, which sends it back to the redirect URI with a code.
  const page = new URL(authUrl);
  const opened = await store.request(`${page.pathname}${page.search}`, { redirect: 'manual' });
  expect(opened.status).toBe(302);
  const callback = opened.headers.get('location') ?? '';
  expect(callback.startsWith(`${REDIRECT_URI}?`)).toBe(true);
  const { code, state } = client.auth.parseFromUrl(callback, 'query');
  const tokens = await client.auth.getMemberTokens(code ?? '', state ?? '', oauthData);
  client.auth.setTokens(tokens);
  return tokens;
}

describe('member sign-in through OAuthStrategy', () => {
  it('login, the authorization code and getMemberTokens give member tokens; getCurrentMember answers the member', async () => {
    const client = shopper();
    const { email, id } = await newMember();
    const tokens = await signIn(client, email);
    expect(tokens.refreshToken.role).toBe('member');
    expect(client.auth.loggedIn()).toBe(true);
    const sent = store.takeSent();
    expect(sent.find((r) => r.path === '/_api/iam/authentication/v2/login')).toMatchObject({
      host: 'www.wixapis.com',
      body: { loginId: { email }, password: PASSWORD },
    });
    expect(sent.find((r) => r.path === '/_api/redirects-api/v1/redirect-session')?.body).toMatchObject({
      auth: {
        authRequest: {
          clientId: store.clientId,
          responseMode: 'query',
          responseType: 'code',
          sessionToken: expect.any(String),
        },
        prompt: 'none',
      },
    });
    expect(sent.filter((r) => r.path === '/oauth2/token').map((r) => r.body)).toContainEqual({
      clientId: store.clientId,
      grantType: 'authorization_code',
      redirectUri: REDIRECT_URI,
      code: expect.any(String),
      codeVerifier: expect.any(String),
    });

    const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(member).toMatchObject({ _id: id, loginEmail: email, status: 'APPROVED' });
    expect(member?._createdDate).toBeInstanceOf(Date);
    const myCall = store.takeSent().find((r) => r.path === '/members/v1/members/my');
    expect(myCall).toMatchObject({ method: 'GET', host: 'edge.wixapis.com', search: '?fieldsets=FULL' });
  });

  it('a wrong password and an unknown e-mail are the same FAILURE, invalidPassword', async () => {
    const client = shopper();
    const { email } = await newMember();
    const wrong = await client.auth.login({ email, password: 'not the password' });
    expect(wrong).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    const unknown = await client.auth.login({ email: `${randomUUID()}@shop.example`, password: PASSWORD });
    // No one learns from a login which addresses have accounts.
    expect(unknown).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(client.auth.loggedIn()).toBe(false);
  });

  it('a visitor has no current member: the client surfaces the error', async () => {
    const error = await shopper()
      .members.getCurrentMember()
      .catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(403);
    expect(error.details?.applicationError).toMatchObject({
      code: 'PERMISSION_DENIED',
      description: 'Only a signed-in member may do this',
    });
  });
});

describe('the visitor’s cart at sign-in', () => {
  // The platform client never sends the visitor's access token on the authorization_code grant (wire.md §3.1),
  // but its login call carries it: the session token remembers the visitor, the code made from it too, and
  // the code's exchange merges that visitor's cart into the member's (flows/member-grants.ts).
  it('the member signed in through the platform client gets the visitor’s cart lines', async () => {
    const client = shopper();
    const { items } = await client.products.queryProducts().eq('name', 'Ethiopia Single Origin').find();
    const line = {
      quantity: 2,
      catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: items[0]!._id! },
    };
    await client.currentCart.addToCurrentCart({ lineItems: [line] });
    const { email, id } = await newMember();
    store.takeSent();
    await signIn(client, email);
    const sent = store.takeSent();
    expect(sent.find((r) => r.path === '/_api/iam/authentication/v2/login')?.headers.authorization).toMatch(
      /\S/,
    );
    const grant = sent.find((r) => (r.body as { grantType?: string })?.grantType === 'authorization_code');
    expect(grant?.headers.authorization).toBeUndefined();
    const cart = await client.currentCart.getCurrentCart();
    expect(cart.buyerInfo?.memberId).toBe(id);
    expect(cart.lineItems?.map((l) => [l.catalogReference?.catalogItemId, l.quantity])).toEqual([
      [items[0]!._id, 2],
    ]);
  });

  it('a member signed in without a visitor’s cart has none: another visitor’s cart is not merged', async () => {
    const other = shopper();
    const { items } = await other.products.queryProducts().eq('name', 'Ethiopia Single Origin').find();
    await other.currentCart.addToCurrentCart({
      lineItems: [
        { quantity: 1, catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: items[0]!._id! } },
      ],
    });
    const client = shopper();
    const { email } = await newMember();
    await signIn(client, email);
    const error = await client.currentCart.getCurrentCart().catch((e) => e);
    expect(error.details?.applicationError?.code).toBe('OWNED_CART_NOT_FOUND');
    expect((await other.currentCart.getCurrentCart()).lineItems).toHaveLength(1);
  });
});

describe('the member’s own record', () => {
  it('updateMember with the member’s own id in the body, slug, join and leave the community', async () => {
    const client = shopper();
    const { email, id } = await newMember();
    await signIn(client, email);
    const updated = await client.members.updateMember(id, {
      contact: { firstName: 'Ada', lastName: 'Lovelace' },
      profile: { nickname: 'ada' },
    });
    expect(updated).toMatchObject({
      _id: id,
      contact: { firstName: 'Ada', lastName: 'Lovelace' },
      profile: { nickname: 'ada' },
    });
    expect(store.sent.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/members/v1/members/${id}`,
      body: { member: { id, contact: { firstName: 'Ada', lastName: 'Lovelace' } } },
    });

    const slug = `ada-${randomUUID().slice(0, 8)}`;
    const { member: slugged } = await client.members.updateCurrentMemberSlug(slug);
    expect(slugged?.profile?.slug).toBe(slug);

    const joined = await client.members.joinCommunity();
    expect(joined.member?.privacyStatus).toBe('PUBLIC');
    const left = await client.members.leaveCommunity();
    expect(left.member?.privacyStatus).toBe('PRIVATE');
  });

  it('updating another member is refused, and a wrong type is a validation error', async () => {
    const client = shopper();
    const { email, id } = await newMember();
    const other = await newMember();
    await signIn(client, email);
    const refused = await client.members
      .updateMember(other.id, { profile: { nickname: 'x' } })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(refused.status).toBe(403);
    expect(refused.details?.applicationError?.code).toBe('PERMISSION_DENIED');
    const { member: untouched } = await admin()
      .members.getMember(other.id)
      .then((m) => ({ member: m }));
    expect(untouched.profile?.nickname).not.toBe('x');
    const wrongType = await client.members
      .updateMember(id, { contact: { firstName: 7 as unknown as string } })
      .catch((e) => e);
    expect(wrongType.details?.validationError?.fieldViolations?.[0]?.field).toMatch(/firstName$/);
  });
});

describe('status changes and deletion', () => {
  it('an admin approves a pending member and blocks one; the blocked member can no longer sign in', async () => {
    const pendingEmail = `${randomUUID()}@shop.example`;
    const pending = await createTestMember(store, {
      email: pendingEmail,
      password: PASSWORD,
      status: 'PENDING',
    });
    const { member: approved } = await admin().members.approveMember(pending);
    expect(approved).toMatchObject({ _id: pending, status: 'APPROVED' });
    expect(store.sent.at(-1)).toMatchObject({
      path: `/members/v1/members/${pending}/approve`,
      body: { id: pending },
    });

    const { email, id } = await newMember();
    const { member: blocked } = await admin().members.blockMember(id);
    expect(blocked?.status).toBe('BLOCKED');
    const login = await shopper().auth.login({ email, password: PASSWORD });
    expect(login.loginState).toBe('FAILURE');
  });

  it('deleteMyMember answers {} and the member is gone', async () => {
    const client = shopper();
    const { email, id } = await newMember();
    await signIn(client, email);
    await expect(client.members.deleteMyMember()).resolves.toEqual({});
    const gone = await admin()
      .members.getMember(id)
      .catch((e) => e);
    expect(gone.details?.applicationError?.code).toMatch(/NOT_FOUND/);
  });
});

describe('member admin calls with an API key', () => {
  it('getMember, queryMembers with filters and paging, listMembers with paging and sorting', async () => {
    const prefix = `q${randomUUID().slice(0, 8)}`;
    const made = [];
    for (const n of [1, 2, 3])
      made.push(await createTestMember(store, { email: `${prefix}-${n}@shop.example`, password: null }));
    const client = admin();
    const got = await client.members.getMember(made[0]!, { fieldsets: ['FULL'] });
    expect(got).toMatchObject({ _id: made[0], loginEmail: `${prefix}-1@shop.example` });

    const found = await client.members
      .queryMembers({ fieldsets: ['FULL'] })
      .startsWith('loginEmail', prefix)
      .limit(2)
      .find();
    expect(found.items.map((m) => m.loginEmail).sort()).toHaveLength(2);
    expect(found.totalCount).toBe(3);
    const rest = await found.next();
    expect(rest.items).toHaveLength(1);
    expect(new Set([...found.items, ...rest.items].map((m) => m._id))).toEqual(new Set(made));
    const query = store.lastSentTo('/members/v1/members/query');
    expect(query?.body).toMatchObject({
      query: { filter: { loginEmail: { $startsWith: prefix } }, paging: { limit: 2, offset: 2 } },
      fieldsets: ['FULL'],
    });

    const listed = await client.members.listMembers({
      paging: { limit: 2, offset: 0 },
      sorting: [{ fieldName: 'createdDate', order: 'DESC' }],
      fieldsets: ['FULL'],
    });
    expect(listed.members).toHaveLength(2);
    expect(listed.metadata?.total).toBeGreaterThanOrEqual(3);
    const dates = listed.members!.map((m) => m._createdDate!.getTime());
    expect(dates[0]).toBeGreaterThanOrEqual(dates[1]!);
    expect(store.lastSentTo('/members/v1/members')?.search).toMatch(/^\?\.r=/);

    const missing = await client.members.getMember('00000000-0000-4000-8000-000000000000').catch((e) => e);
    expect(missing).toBeInstanceOf(Error);
    expect(missing.details?.applicationError?.code).toMatch(/NOT_FOUND/);
  });
});
