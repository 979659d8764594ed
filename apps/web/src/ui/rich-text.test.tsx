// @vitest-environment jsdom
// Tests of RichText: wire HTML shows as formatting, never as literal tags, and nothing unsafe reaches the DOM.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RichText } from './rich-text.js';

afterEach(cleanup);

it('renders a description’s paragraphs and emphasis as elements, not as literal tags', async () => {
  const { container } = render(<RichText html="<p>Heavyweight <strong>organic</strong> cotton.</p>" />);
  await waitFor(() => expect(container.querySelector('p')).not.toBeNull());
  expect(container.textContent).toBe('Heavyweight organic cotton.');
  expect(container.querySelector('p strong')?.textContent).toBe('organic');
});

it('leaves no script, handler, style or unsafe link in the DOM', async () => {
  const { container } = render(
    <RichText
      html={
        '<p style="color:red" onmouseover="steal()">x<img src=x onerror="steal()"></p><a href="javascript:steal()">link</a>'
      }
    />,
  );
  await screen.findByText('link');
  expect(container.querySelectorAll('script, img, [style], [onmouseover]')).toHaveLength(0);
  expect(screen.getByText('link').getAttribute('href')).toBeNull();
});

it('shows plain text as a paragraph, escaped, without waiting for the sanitizer', () => {
  const { container } = render(<RichText html="Fits a 1 l press; 15 g per 250 ml." />);
  expect(container.querySelector('p')?.textContent).toBe('Fits a 1 l press; 15 g per 250 ml.');
  expect(container.firstElementChild?.getAttribute('aria-busy')).toBeNull();
});

it('treats entities as markup, so they are decoded by the sanitizer and not shown raw', async () => {
  const { container } = render(<RichText html="Salt &amp; pepper" />);
  await waitFor(() => expect(container.textContent).toBe('Salt & pepper'));
});
