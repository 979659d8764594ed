// @vitest-environment happy-dom
// Tests of the route error view: API errors show their message and request id; 404s show the not-found page.
import { ApiError, NetworkError } from '@cartwright/client';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, data, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { ErrorView, RouteErrorView } from './error-view.js';

afterEach(cleanup);

function renderView(error: unknown) {
  render(
    <MemoryRouter>
      <ErrorView error={error} />
    </MemoryRouter>,
  );
}

function renderFailingRoute(failure: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorView />,
      hydrateFallbackElement: <p>Loading</p>,
      loader: () => {
        throw failure;
      },
      element: <p>never shown</p>,
    },
  ]);
  render(<RouterProvider router={router} />);
}

it('shows an API error thrown by a route with its message, status, code and request id', async () => {
  renderFailingRoute(
    new ApiError({
      status: 404,
      code: 'OWNED_CART_NOT_FOUND',
      message: 'Cart not found: no cart for this visitor',
      description: 'no cart for this visitor',
      requestId: 'req-7f3a',
    }),
  );
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  expect(within(alert).getByText('Cart not found: no cart for this visitor')).toBeTruthy();
  expect(within(alert).getByText('req-7f3a')).toBeTruthy();
  expect(within(alert).getByText('404')).toBeTruthy();
  expect(within(alert).getByText('OWNED_CART_NOT_FOUND')).toBeTruthy();
  expect(screen.queryByText('never shown')).toBeNull();
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

it('turns a thrown 404 response into the not-found page', async () => {
  renderFailingRoute(data('missing', { status: 404, statusText: 'Not Found' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
});

it('shows a plain error message without request details, and a generic text for non-errors', () => {
  renderView(new Error('Chunk failed to load'));
  expect(screen.getByText('Chunk failed to load')).toBeTruthy();
  expect(screen.queryByText('Request id')).toBeNull();
  cleanup();
  renderView(42);
  expect(screen.getByText('An unexpected error occurred.')).toBeTruthy();
});
