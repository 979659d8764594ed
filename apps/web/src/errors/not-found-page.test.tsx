// @vitest-environment happy-dom
// Tests of the not-found page: it names the missing path and leads back home.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NotFoundPage } from './not-found-page.js';

afterEach(cleanup);

it('names the unknown path and its home link navigates to /', async () => {
  const location = memoryLocation({ path: '/does/not/exist', record: true });
  render(
    <Router hook={location.hook}>
      <Switch>
        <Route path="/">
          <h1>Home</h1>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Router>,
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.getByText('/does/not/exist')).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  expect(location.history).toEqual(['/does/not/exist', '/']);
});
