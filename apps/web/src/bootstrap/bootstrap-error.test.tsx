// @vitest-environment happy-dom
// Tests of the start-up failure screen.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BootstrapError } from './bootstrap-error.js';
import { WebConfigError } from './web-config.js';

afterEach(cleanup);

it('announces the failure with its reason and offers a retry', () => {
  render(
    <BootstrapError error={new WebConfigError('The store server answered 503 for its configuration.')} />,
  );
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('The store could not be loaded');
  expect(alert.textContent).toContain('The store server answered 503 for its configuration.');
  expect(screen.getByRole('main')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

it('falls back to a generic reason for values that are not errors', () => {
  render(<BootstrapError error="boom" />);
  expect(screen.getByRole('alert').textContent).toContain('An unexpected error occurred.');
});
