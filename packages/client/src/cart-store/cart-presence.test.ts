// @vitest-environment happy-dom
// The rules of what the browser remembers about a cart: per visitor, per member sign-in, for a while, and asked
// again when the tab comes back. The React hooks that follow them are tested in
// packages/react/src/cart/cart-hooks.test.tsx.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { Tokens } from '../auth/types.js';
import {
  expectNewMember,
  forgetMemberCart,
  MEMBER_NO_CART_TRUST_MS,
  mayHaveCart,
  memberSessionOf,
  rememberCart,
  watchCartPresence,
} from './cart-presence.js';

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An access token shaped as the server signs them; the signature is not read here. */
const jwt = (claims: Record<string, unknown>) => `${base64Url({ alg: 'EdDSA' })}.${base64Url(claims)}.sig`;
const expiresAt = Math.floor(Date.now() / 1000) + 3600;

function sessionFor(role: 'visitor' | 'member' | 'none', accessToken = '') {
  const tokens: Tokens = {
    accessToken: { value: accessToken, expiresAt: accessToken ? expiresAt : 0 },
    refreshToken: { value: role === 'none' ? '' : `${role}-refresh`, role },
  };
  // The strategy is the SessionView the presence rules read.
  return OAuthStrategy({ clientId: 'web', tokens });
}

const memberA = () => sessionFor('member', jwt({ sub: 'member-a', kind: 'member', auth_time: 1000 }));
const memberB = () => sessionFor('member', jwt({ sub: 'member-b', kind: 'member', auth_time: 1000 }));
const visitor = () => sessionFor('visitor', jwt({ sub: 'visitor-1', kind: 'visitor' }));

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  localStorage.clear();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

function turnTab(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('memberSessionOf', () => {
  it('reads the member and sign-in time from the access token, and nothing from a token that is not a JWT', () => {
    expect(memberSessionOf(memberA())).toEqual({ member: 'member-a', since: 1000 });
    expect(memberSessionOf(sessionFor('member', jwt({ sub: 'm' })))).toEqual({ member: 'm' });
    expect(memberSessionOf(sessionFor('member', 'opaque-token'))).toBeUndefined();
    expect(memberSessionOf(sessionFor('member', 'a.not-base64-json!.c'))).toBeUndefined();
    expect(memberSessionOf(sessionFor('member', jwt({ sub: 42 })))).toBeUndefined();
    expect(memberSessionOf(sessionFor('none'))).toBeUndefined();
  });
});

describe('a member’s cart presence', () => {
  it('is asked until a read has seen the member without a cart, then not again for that member', () => {
    const a = memberA();
    expect(mayHaveCart(a)).toBe(true);
    rememberCart(a, false);
    expect(mayHaveCart(a)).toBe(false);
    expect(mayHaveCart(memberA())).toBe(false);
  });

  it('is never read as another member’s: B is asked after A was seen without a cart, and A after B', () => {
    const a = memberA();
    rememberCart(a, false);
    const b = memberB();
    expect(mayHaveCart(b)).toBe(true);
    rememberCart(b, false);
    expect(mayHaveCart(b)).toBe(false);
    expect(mayHaveCart(a)).toBe(true);
  });

  it('is not shared with visitors, either way', () => {
    rememberCart(memberA(), false);
    expect(mayHaveCart(visitor())).toBe(true);
    localStorage.clear();
    rememberCart(visitor(), false);
    expect(mayHaveCart(visitor())).toBe(false);
    expect(mayHaveCart(memberA())).toBe(true);
  });

  it('is asked again after a new sign-in of the same member', () => {
    rememberCart(memberA(), false);
    const again = sessionFor('member', jwt({ sub: 'member-a', kind: 'member', auth_time: 2000 }));
    expect(mayHaveCart(again)).toBe(true);
  });

  it('is asked when a change made a cart, and believed "none" only for a while', () => {
    const a = memberA();
    const now = Date.now();
    rememberCart(a, true, now);
    expect(mayHaveCart(a, now)).toBe(true);
    rememberCart(a, false, now);
    expect(mayHaveCart(a, now + MEMBER_NO_CART_TRUST_MS - 1)).toBe(false);
    expect(mayHaveCart(a, now + MEMBER_NO_CART_TRUST_MS)).toBe(true);
    // A clock set back does not make an old answer last for ever.
    expect(mayHaveCart(a, now - 1)).toBe(true);
  });

  it('is always asked for a member whose token names no one, and a broken record is ignored', () => {
    const opaque = sessionFor('member', 'opaque-token');
    rememberCart(opaque, false);
    expect(mayHaveCart(opaque)).toBe(true);
    localStorage.setItem('cartwright.member-cart', '{not json');
    expect(mayHaveCart(memberA())).toBe(true);
    localStorage.setItem('cartwright.member-cart', JSON.stringify({ member: 'member-a', cart: 'none' }));
    expect(mayHaveCart(memberA())).toBe(true);
  });

  it('is forgotten by forgetMemberCart', () => {
    const a = memberA();
    rememberCart(a, false);
    forgetMemberCart();
    expect(mayHaveCart(a)).toBe(true);
  });
});

describe('watchCartPresence', () => {
  it('asks a member again when the tab comes back into view, not while it is hidden', () => {
    const a = memberA();
    let reasks = 0;
    const stop = watchCartPresence(a, () => reasks++);
    rememberCart(a, false);
    turnTab('hidden');
    expect(reasks).toBe(0);
    expect(mayHaveCart(a)).toBe(false);
    turnTab('visible');
    expect(reasks).toBe(1);
    expect(mayHaveCart(a)).toBe(true);
    stop();
    rememberCart(a, false);
    turnTab('hidden');
    turnTab('visible');
    expect(reasks).toBe(1);
    expect(mayHaveCart(a)).toBe(false);
  });

  it('leaves a visitor’s memory alone when the tab comes back: only this browser makes a visitor’s cart', () => {
    const v = visitor();
    let reasks = 0;
    const stop = watchCartPresence(v, () => reasks++);
    rememberCart(v, false);
    turnTab('hidden');
    turnTab('visible');
    expect(reasks).toBe(0);
    expect(mayHaveCart(v)).toBe(false);
    stop();
  });

  it('forgets the member’s memory on sign-in', async () => {
    const auth = sessionFor('visitor', jwt({ sub: 'visitor-1', kind: 'visitor' }));
    const member = { sub: 'member-a', kind: 'member', auth_time: 1000 };
    const stop = watchCartPresence(auth, () => {});
    rememberCart(memberA(), false);
    await auth.setTokens(
      {
        accessToken: { value: jwt(member), expiresAt },
        refreshToken: { value: 'member-refresh', role: 'member' },
      },
      'member-login',
    );
    expect(mayHaveCart(auth)).toBe(true);
    stop();
  });

  it('knows a new member’s cart from the visitor who signed up: none stays none, a cart is asked for', async () => {
    const member = (sub: string) => ({
      accessToken: { value: jwt({ sub, kind: 'member', auth_time: 2000 }), expiresAt },
      refreshToken: { value: 'member-refresh', role: 'member' as const },
    });
    const empty = sessionFor('visitor', jwt({ sub: 'visitor-2', kind: 'visitor' }));
    const stopEmpty = watchCartPresence(empty, () => {});
    rememberCart(empty, false);
    expectNewMember(empty);
    await empty.setTokens(member('member-new'), 'member-login');
    expect(mayHaveCart(empty)).toBe(false);
    stopEmpty();

    localStorage.clear();
    const filled = sessionFor('visitor', jwt({ sub: 'visitor-3', kind: 'visitor' }));
    const stopFilled = watchCartPresence(filled, () => {});
    rememberCart(filled, true);
    expectNewMember(filled);
    await filled.setTokens(member('member-newer'), 'member-login');
    expect(mayHaveCart(filled)).toBe(true);
    // Expected once: the next sign-in is an ordinary one, asked again.
    rememberCart(filled, false);
    await filled.setTokens(member('member-newer'), 'member-login');
    expect(mayHaveCart(filled)).toBe(true);
    stopFilled();
  });
});
