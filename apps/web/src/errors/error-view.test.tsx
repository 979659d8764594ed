// @vitest-environment happy-dom
// Tests of the error view and its boundary: a shopper reads what happened and the way on; API errors keep their
// message, status, code and request id for support, folded below.
import { ApiError, NetworkError } from '@cartwright/client';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Route, Router, Switch, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ErrorView, RouteErrorBoundary } from './error-view.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderView(error: unknown) {
  render(<ErrorView error={error} />);
}

function FailingPage({ failure }: { failure: unknown }): never {
  throw failure;
}

function Routes({ failure }: { failure: unknown }) {
  const [path] = useLocation();
  return (
    <RouteErrorBoundary resetKey={path}>
      <Switch>
        <Route path="/">
          <h1>Home</h1>
        </Route>
        <Route>
          <FailingPage failure={failure} />
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}

/** Renders a page at /broken that throws `failure`, inside the boundary the app uses. */
function renderFailingPage(failure: unknown) {
  // React reports errors caught by a boundary on console.error; the test asserts what the shopper sees.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const location = memoryLocation({ path: '/broken', record: true });
  render(
    <Router hook={location.hook}>
      <Routes failure={failure} />
    </Router>,
  );
  return location;
}

it('says a missing thing in a shopper’s words, with its message, status, code and request id folded for support', () => {
  renderFailingPage(
    new ApiError({
      status: 404,
      code: 'OWNED_CART_NOT_FOUND',
      message: 'Cart not found: no cart for this visitor',
      description: 'no cart for this visitor',
      requestId: 'req-7f3a',
    }),
  );
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('heading', { level: 1, name: 'We could not find that' })).toBeTruthy();
  expect(within(alert).getByText('It may have been removed, or the link is not quite right.')).toBeTruthy();
  // A missing thing is not fixed by loading it again.
  expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  const support = alert.querySelector('details')!;
  expect(support.open).toBe(false);
  expect(within(support).getByText('Details for the store’s support')).toBeTruthy();
  expect(within(support).getByText('Cart not found: no cart for this visitor')).toBeTruthy();
  expect(within(alert).getByText('req-7f3a')).toBeTruthy();
  expect(within(alert).getByText('404')).toBeTruthy();
  expect(within(alert).getByText('OWNED_CART_NOT_FOUND')).toBeTruthy();
});

it('leaves the error when its home link is followed', async () => {
  const location = renderFailingPage(new Error('Chunk failed to load'));
  fireEvent.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Go to the home page' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(location.history).toEqual(['/broken', '/']);
});

it('catches even a thrown undefined', () => {
  renderFailingPage(undefined);
  expect(within(screen.getByRole('alert')).getByText('An unexpected error occurred.')).toBeTruthy();
});

it('shows the request id of a server failure, says it is the store’s, and offers to try again', () => {
  renderView(new NetworkError({ status: 500, requestId: 'req-500' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.getByText('req-500')).toBeTruthy();
  expect(screen.getByText(/System error occurred/)).toBeTruthy();
});

it('tells an unreachable store, a page open to another account and a page whose code did not load apart', () => {
  renderView(new NetworkError({ status: 0 }));
  expect(screen.getByRole('heading', { level: 1, name: 'The store could not be reached' })).toBeTruthy();
  cleanup();
  renderView(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Forbidden', description: '' }));
  expect(screen.getByRole('heading', { level: 1, name: 'This page is not open to you' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  cleanup();
  renderView(new TypeError('Failed to fetch dynamically imported module: /assets/cart-page.js'));
  expect(screen.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

it('recognises an ApiError from another copy of the client by its name', () => {
  const foreign = Object.assign(new Error('Forbidden'), {
    name: 'ApiError',
    status: 403,
    code: 'FORBIDDEN',
    requestId: 'r-1',
  });
  renderView(foreign);
  expect(screen.getByText('r-1')).toBeTruthy();
  expect(screen.getByText('FORBIDDEN')).toBeTruthy();
});

it('shows a plain error message without request details, and a generic text for non-errors', () => {
  renderView(new Error('Chunk failed to load'));
  expect(screen.getByText('Chunk failed to load')).toBeTruthy();
  expect(screen.queryByText('Request id')).toBeNull();
  cleanup();
  renderView(42);
  expect(screen.getByText('An unexpected error occurred.')).toBeTruthy();
});
