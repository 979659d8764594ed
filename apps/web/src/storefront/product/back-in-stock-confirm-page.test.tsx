// @vitest-environment happy-dom
// The back-in-stock confirmation page: opening it sends nothing (a mail scanner confirms nothing), its button
// posts the link's token once, and a link that does not work or has expired says so.
import { createClient, OAuthStrategy } from '@cartwright/client';
import { StoreProvider } from '@cartwright/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BackInStockConfirmPage } from './back-in-stock-confirm-page.js';

afterEach(cleanup);

const sent: unknown[] = [];

function open(answer: { status: number; body: unknown }) {
  sent.length = 0;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const client = createClient({
    host: 'http://store.test',
    auth: OAuthStrategy({ clientId: 'web' }),
    fetch: async (input: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      if (path === '/oauth2/token') {
        return json(200, { access_token: 'v', refresh_token: 'r', expires_in: 3600, token_type: 'Bearer' });
      }
      if (path === '/cartwright/v1/back-in-stock-confirmations') {
        sent.push(JSON.parse(String(init?.body)));
        return json(answer.status, answer.body);
      }
      return new Promise<Response>(() => {});
    },
  });
  const location = memoryLocation({ path: '/back-in-stock/confirm/tok-123' });
  render(
    <StoreProvider client={client}>
      <Router hook={location.hook}>
        <Route path="/back-in-stock/confirm/:token" component={BackInStockConfirmPage} />
      </Router>
    </StoreProvider>,
  );
}

const refusal = (status: number, code: string) => ({
  status,
  body: { message: code, details: { applicationError: { code, description: code } } },
});

it('confirms only when the shopper clicks, with the token of the link', async () => {
  open({
    status: 200,
    body: {
      request: {
        id: 'r-1',
        email: 'ada@example.com',
        itemName: 'Decaf',
        status: 'RECEIVED',
        confirmed: true,
      },
    },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Confirm your request' })).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: "Yes, tell me when it's back" }));
  expect((await screen.findByRole('status')).textContent).toBe(
    'We will e-mail ada@example.com once when Decaf is back in stock.',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'You are on the list' })).toBeTruthy();
  expect(sent).toEqual([{ token: 'tok-123' }]);
});

it.each([
  [410, 'BACK_IN_STOCK_CONFIRMATION_EXPIRED', 'This link has expired'],
  [404, 'BACK_IN_STOCK_CONFIRMATION_INVALID', 'This link does not work'],
])('says why a %s %s link cannot confirm', async (status, code, title) => {
  open(refusal(status, code));
  fireEvent.click(screen.getByRole('button', { name: "Yes, tell me when it's back" }));
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
});

it('shows any other refusal beside the button', async () => {
  open({ status: 500, body: { message: 'System error occurred', details: {} } });
  fireEvent.click(screen.getByRole('button', { name: "Yes, tell me when it's back" }));
  expect((await screen.findByRole('alert')).textContent).toContain('Could not confirm');
  expect(screen.getByRole('button', { name: "Yes, tell me when it's back" })).toBeTruthy();
});
