// @vitest-environment happy-dom
// Tests of the error view and its boundary: API errors show their message, status, code and request id.
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

it('shows an API error thrown by a page with its message, status, code and request id', () => {
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
  expect(within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  expect(within(alert).getByText('Cart not found: no cart for this visitor')).toBeTruthy();
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

it('shows the request id of a server failure', () => {
  renderView(new NetworkError({ status: 500, requestId: 'req-500' }));
  expect(screen.getByText('req-500')).toBeTruthy();
  expect(screen.getByText(/System error occurred/)).toBeTruthy();
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
