// @vitest-environment happy-dom
// Tests of useSession over a real OAuthStrategy: it follows tokens set, member and admin sign-in, and logout.
import { createClient, OAuthStrategy, type Tokens } from '@cartwright/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreProvider } from '../provider/store-provider.js';
import { useSession } from './use-session.js';

afterEach(cleanup);

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const tokens = (role: 'visitor' | 'member'): Tokens => ({
  accessToken: { value: `${role}-access`, expiresAt: inAnHour() },
  refreshToken: { value: `${role}-refresh`, role },
});

function SessionProbe({ onRender }: { onRender?: () => void }) {
  onRender?.();
  return <p data-testid="kind">{useSession().kind}</p>;
}

function setup(initial?: Tokens) {
  const auth = OAuthStrategy({ clientId: 'web', ...(initial ? { tokens: initial } : {}) });
  // No request may leave the test: the session changes come from setTokens and logout only.
  const client = createClient({
    host: 'http://store.test',
    auth,
    fetch: () => {
      throw new Error('unexpected request');
    },
  });
  let renders = 0;
  render(
    <StoreProvider client={client}>
      <SessionProbe
        onRender={() => {
          renders++;
        }}
      />
    </StoreProvider>,
  );
  return { auth, kind: () => screen.getByTestId('kind').textContent, renders: () => renders };
}

describe('useSession', () => {
  it('starts from the strategy’s stored session', () => {
    expect(setup().kind()).toBe('none');
    cleanup();
    expect(setup(tokens('visitor')).kind()).toBe('visitor');
  });

  it('follows visitor tokens, member sign-in and logout', async () => {
    const { auth, kind } = setup();
    await act(() => auth.setTokens(tokens('visitor')));
    expect(kind()).toBe('visitor');
    await act(() => auth.setTokens(tokens('member'), 'member-login'));
    expect(kind()).toBe('member');
    await act(() => auth.logout());
    expect(kind()).toBe('none');
  });

  it('follows an admin sign-in and its sign-out', async () => {
    const { auth, kind } = setup(tokens('visitor'));
    await act(() =>
      auth.acceptSignIn(
        { access_token: 'admin-access', refresh_token: 'admin-refresh', expires_in: 600 },
        'admin',
      ),
    );
    expect(kind()).toBe('admin');
    await act(() => auth.logout());
    expect(kind()).toBe('none');
  });

  it('does not re-render for an event that keeps the same kind', async () => {
    const { auth, renders } = setup(tokens('visitor'));
    const before = renders();
    await act(() =>
      auth.setTokens({ ...tokens('visitor'), accessToken: { value: 'other', expiresAt: inAnHour() } }),
    );
    expect(renders()).toBe(before);
  });

  it('unsubscribes from the strategy on unmount', () => {
    const auth = OAuthStrategy({ clientId: 'web' });
    let listeners = 0;
    const counted = {
      ...auth,
      onSessionChange: (listener: Parameters<typeof auth.onSessionChange>[0]) => {
        listeners++;
        const off = auth.onSessionChange(listener);
        return () => {
          listeners--;
          off();
        };
      },
    };
    render(
      <StoreProvider client={createClient({ host: 'http://store.test', auth: counted })}>
        <SessionProbe />
      </StoreProvider>,
    );
    expect(listeners).toBe(1);
    cleanup();
    expect(listeners).toBe(0);
  });
});
