// @vitest-environment happy-dom
// Tests of the shell and route table: navigation state, session area, lazy pages and unknown routes.
import { createClient, OAuthStrategy, type Tokens } from '@cartwright/client';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from './app.js';

// Each test is a fresh browser: nothing remembered about an earlier test's visitor and cart.
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const config = { storeName: 'Acme Goods', clientId: 'web', currency: 'EUR' };

/** The server's answer to the cart read of a caller without a cart. */
const noCart = () =>
  Response.json(
    {
      message: 'The caller has no current cart',
      details: {
        applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'The caller has no current cart' },
      },
    },
    { status: 404 },
  );

function renderApp(path: string, role: 'visitor' | 'member' | 'admin', readCart: () => Response = noCart) {
  const tokens: Tokens = {
    accessToken: { value: 'access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
    refreshToken: { value: 'refresh', role },
  };
  // Valid stored tokens: the shell's one call is the header's cart read; any other request fails.
  const client = createClient({
    host: 'http://store.test',
    auth: OAuthStrategy({ clientId: 'web', tokens }),
    fetch: async (url) => {
      if (new URL(String(url)).pathname === '/ecom/v1/carts/current') return readCart();
      throw new Error('unexpected request');
    },
  });
  const location = memoryLocation({ path, record: true });
  render(<App config={config} client={client} queryClient={new QueryClient()} location={location.hook} />);
  return location;
}

it('shows the store name, marks the current section and offers guest sign-in', async () => {
  renderApp('/', 'visitor');
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Acme Goods' })).toBeTruthy();
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('link', { name: 'Acme Goods' })).toBeTruthy();
  const nav = screen.getByRole('navigation', { name: 'Primary' });
  expect(within(nav).getByRole('link', { name: 'Shop' }).getAttribute('aria-current')).toBe('page');
  expect(within(nav).getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBeNull();
  // A shopper's header: no admin link and no "Guest" badge, sign-in links and the cart with its icon.
  expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
  const session = screen.getByRole('region', { name: 'Your session' });
  expect(within(session).queryByText('Guest')).toBeNull();
  expect(within(session).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  const cart = within(header).getByRole('link', { name: 'Cart' });
  expect(cart.textContent).toBe('Cart');
  expect(cart.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'Store admin' }).getAttribute('href')).toBe('/admin');
});

it('shows how many items the cart holds in the header link', async () => {
  renderApp('/', 'visitor', () =>
    Response.json({
      cart: {
        id: 'cart-1',
        lineItems: [
          { id: 'l1', quantity: 1 },
          { id: 'l2', quantity: 2 },
        ],
      },
    }),
  );
  const header = screen.getByRole('banner');
  const link = await within(header).findByRole('link', { name: 'Cart, 3 items' });
  expect(link.getAttribute('href')).toBe('/cart');
  expect(link.querySelector('.cart-count')?.textContent).toBe('3');
});

it('shows a member as signed in with a menu of account and sign-out, on the account page too', async () => {
  localStorage.setItem(
    'cartwright.member-profile',
    JSON.stringify({ email: 'ada@example.com', firstName: 'Ada' }),
  );
  renderApp('/account', 'member');
  // The account page is its own chunk, compiled on first import: slow on a busy machine.
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Change password' }, { timeout: 5000 }),
  ).toBeTruthy();
  expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
  const session = screen.getByRole('region', { name: 'Your session' });
  expect(within(session).getByText('Ada')).toBeTruthy();
  expect(within(session).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
  expect(within(session).getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/auth/logout');
  expect(within(session).queryByRole('link', { name: 'Sign in' })).toBeNull();
  localStorage.clear();
  const nav = screen.getByRole('navigation', { name: 'Primary' });
  expect(within(nav).getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
});

it('shows a signed-in store admin the way back to the admin instead of shopper sign-in links', async () => {
  renderApp('/account', 'admin');
  const session = screen.getByRole('region', { name: 'Your session' });
  expect(within(session).getByText('Store admin')).toBeTruthy();
  expect(within(session).getByRole('link', { name: 'Manage the store' }).getAttribute('href')).toBe('/admin');
  expect(within(session).queryByRole('link', { name: 'Sign in' })).toBeNull();
});

// The first test in this file to open /admin, so its module is not loaded yet and the page suspends.
it('loads the admin page lazily when its link is followed, announcing the wait', async () => {
  const location = renderApp('/', 'visitor');
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Acme Goods' });
  fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Store admin' }));
  expect(screen.getByRole('status').textContent).toBe('Loading…');
  // Not signed in as an admin: the admin section sends the visitor to its sign-in page. The admin chunk is big
  // and compiled on first import, which takes more than the default second when the machine is busy.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Store admin sign-in' }, { timeout: 5000 }),
  ).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
  expect(location.history.at(-1)).toBe('/admin/login?next=%2F');
  // The admin has a frame of its own: no shop navigation or cart inside it, a way back to the store.
  expect(screen.queryByRole('navigation', { name: 'Primary' })).toBeNull();
  expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'View store' }).getAttribute('href')).toBe('/');
});

it('marks a section current on the paths below it, in any letter case, but Shop only on /', async () => {
  renderApp('/Account/bookings/2024/', 'visitor');
  await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  const nav = screen.getByRole('navigation', { name: 'Primary' });
  expect(within(nav).getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
  expect(within(nav).getByRole('link', { name: 'Shop' }).getAttribute('aria-current')).toBeNull();
  expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('aria-current')).toBeNull();
});

it('opens the cart from the header link and marks it current', async () => {
  const location = renderApp('/', 'visitor');
  fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Cart' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('aria-current')).toBe('page');
  fireEvent.click(screen.getByRole('link', { name: 'Back to the shop' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Acme Goods' })).toBeTruthy();
  expect(location.history).toEqual(['/', '/cart', '/']);
});

it('opens the header menu from its button, closes it on Escape with focus back, and when a link is followed', async () => {
  const location = renderApp('/', 'visitor');
  const header = await screen.findByRole('banner');
  const button = within(header).getByRole('button', { name: 'Menu' });
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  expect(panel?.contains(screen.getByRole('navigation', { name: 'Primary' }))).toBe(true);
  expect(panel?.contains(screen.getByRole('region', { name: 'Your session' }))).toBe(true);
  expect(button.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(panel?.classList.contains('is-open')).toBe(true);
  fireEvent.keyDown(within(panel as HTMLElement).getByRole('link', { name: 'Products' }), { key: 'Escape' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);
  fireEvent.click(within(panel as HTMLElement).getByRole('link', { name: 'Products' }));
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(location.history).toEqual(['/', '/products']);
});

it.each([
  ['/auth/login', 'Sign in'],
  ['/auth/signup', 'Create an account'],
  ['/auth/verify', 'Verify your e-mail'],
  ['/auth/forgot-password', 'Forgot your password?'],
  ['/auth/reset-password', 'This link no longer works'],
  ['/auth/authorize', 'Sign in to continue'],
])('serves %s as a page with its heading', async (path, heading) => {
  renderApp(path, 'visitor');
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
});

it('renders unknown routes as the not-found page inside the shell', async () => {
  renderApp('/shop/nowhere', 'visitor');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Primary' })).toBeTruthy();
  expect(screen.getByText('/shop/nowhere')).toBeTruthy();
});

it('keeps the title the server gave the first page and names the store after a navigation', async () => {
  document.title = 'Straw Hat | Acme Goods';
  const location = renderApp('/account', 'visitor');
  await screen.findByRole('banner');
  expect(document.title).toBe('Straw Hat | Acme Goods');
  await act(async () => location.navigate('/cart'));
  expect(document.title).toBe('Acme Goods');
});

it('frames the hosted checkout without the shop: no navigation, search, session or admin link, a way back to the cart', async () => {
  // The checkout's own read fails here (any other request fails): the frame is what is under test.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp('/checkout/c-1', 'visitor');
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('link', { name: 'Acme Goods' }).getAttribute('href')).toBe('/');
  expect(within(header).getByText('Secure checkout')).toBeTruthy();
  expect(within(header).getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
  expect(screen.queryByRole('navigation', { name: 'Primary' })).toBeNull();
  expect(screen.queryByRole('search')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Store admin' })).toBeNull();
  quiet.mockRestore();
});
