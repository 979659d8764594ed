// @vitest-environment happy-dom
// The sign-in as a mutation: missing fields said without a request, pending while the call runs, a failure with
// the request id to quote, success moving on, and the notice of a sign-out the store may not have heard.
import { createClient, OAuthStrategy } from '@cartwright/client';
import { createStoreQueryClient, StoreProvider } from '@cartwright/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AdminLoginPage } from './admin-login-page.js';

beforeEach(() => history.replaceState(null, '', '/login?next=%2Fcoupons'));
afterEach(cleanup);

const json = (status: number, body: object, requestId: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-wix-request-id': requestId },
  });

function setup() {
  const waiting: ((response: Response) => void)[] = [];
  const sent: { method: string; url: string; body: unknown }[] = [];
  const client = createClient({
    host: 'http://store.test',
    auth: OAuthStrategy({
      clientId: 'web',
      tokens: {
        accessToken: { value: 'access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
        refreshToken: { value: 'refresh', role: 'visitor' },
      },
    }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push({ method: request.method, url: new URL(request.url).pathname, body: await request.json() });
      return new Promise<Response>((resolve) => waiting.push(resolve));
    },
  });
  render(
    <StoreProvider client={client} queryClient={createStoreQueryClient()}>
      <AdminLoginPage />
    </StoreProvider>,
  );
  return { waiting, sent };
}

/** Answers the oldest request once it has been sent. */
async function answer(waiting: ((response: Response) => void)[], response: Response) {
  await vi.waitFor(() => expect(waiting).not.toHaveLength(0));
  await act(async () => waiting.shift()!(response));
}

const button = () => screen.getByRole('button') as HTMLButtonElement;

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

it('marks missing fields and sends nothing', async () => {
  const { sent } = setup();
  fireEvent.click(button());
  expect((await screen.findByText('Enter your e-mail address.')).textContent).toBeTruthy();
  expect(screen.getByText('Enter your password.')).toBeTruthy();
  expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  expect(sent).toEqual([]);
});

it('takes its input limits from the contracts', () => {
  setup();
  expect(screen.getByLabelText('E-mail').getAttribute('maxlength')).toBe('254');
  expect(screen.getByLabelText('Password').getAttribute('maxlength')).toBe('256');
});

it('shows the sign-in as pending, then a server failure with its request id', async () => {
  const { waiting, sent } = setup();
  fillIn(' owner@example.com ', 'secret');
  fireEvent.click(button());
  await screen.findByText('Signing in…');
  expect(button().disabled).toBe(true);
  expect(sent).toEqual([
    {
      method: 'POST',
      url: '/cartwright/v1/admin/login',
      body: { email: 'owner@example.com', password: 'secret', clientId: 'web' },
    },
  ]);
  await answer(
    waiting,
    json(
      503,
      {
        message: 'unavailable',
        details: { applicationError: { code: 'UNAVAILABLE', description: 'The store is starting up' } },
      },
      'req-77',
    ),
  );
  expect((await screen.findByRole('alert')).textContent).toBe('The store is starting up (request id req-77)');
  expect(button().textContent).toBe('Sign in');
  expect(button().disabled).toBe(false);
  expect(sent).toHaveLength(1);
});

it('says a wrong password and a throttled sign-in in words of their own', async () => {
  const { waiting } = setup();
  fillIn('owner@example.com', 'wrong');
  fireEvent.click(button());
  await answer(
    waiting,
    json(401, { message: 'no', details: { applicationError: { code: 'INVALID_CREDENTIALS' } } }, 'req-1'),
  );
  expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password.');
  fireEvent.click(button());
  await answer(
    waiting,
    json(
      429,
      {
        message: 'slow down',
        details: { applicationError: { code: 'TOO_MANY_REQUESTS', data: { retryAfterSeconds: 90 } } },
      },
      'req-2',
    ),
  );
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Too many sign-in attempts. Try again in 2 minutes.',
  );
});

it('goes on to the page that sent the admin here once signed in', async () => {
  const { waiting } = setup();
  fillIn('owner@example.com', 'secret');
  fireEvent.click(button());
  await answer(
    waiting,
    json(200, { access_token: 'admin', refresh_token: 'admin-refresh', expires_in: 3600 }, 'req-3'),
  );
  await act(async () => {});
  expect(location.pathname).toBe('/coupons');
});

it('says when the store may not have heard the last sign-out, until the next sign-in starts', async () => {
  history.replaceState({ signOutUnconfirmed: 'System error occurred (request id req-9)' }, '', '/login');
  setup();
  expect(screen.getByRole('status').textContent).toBe(
    'You are signed out on this device, but the sign-out may not have reached the store. What went wrong: System error occurred (request id req-9).',
  );
  fillIn('owner@example.com', 'secret');
  fireEvent.click(button());
  await screen.findByText('Signing in…');
  expect(screen.queryByRole('status')).toBeNull();
});
