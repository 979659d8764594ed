// @vitest-environment happy-dom
// Tests of the not-found page: it names the missing path and leads back home.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page.js';

afterEach(cleanup);

it('names the unknown path and its home link navigates to /', async () => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '*', Component: NotFoundPage },
    ],
    { initialEntries: ['/does/not/exist'] },
  );
  render(<RouterProvider router={router} />);

  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.getByText('/does/not/exist')).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/');
});
