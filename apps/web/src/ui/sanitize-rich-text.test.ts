// @vitest-environment jsdom
// Tests of the rich-text sanitizer: formatting and safe links stay, scripts, handlers, styles and bad URLs go.
import { expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.js';

it('keeps paragraphs, emphasis and lists as they are', () => {
  const html =
    '<p>Soft <strong>organic</strong> <em>cotton</em>.</p><ul><li>Pre-washed</li><li>Fair</li></ul>';
  expect(sanitizeRichText(html)).toBe(html);
});

it('escapes plain text and keeps text that merely looks like markup harmless', () => {
  expect(sanitizeRichText('Tea & biscuits < 5 €')).toBe('Tea &amp; biscuits &lt; 5 €');
});

it('drops scripts, event handlers and elements that are not formatting', () => {
  const html =
    '<p onclick="steal()">Hi<script>steal()</script></p><img src=x onerror="steal()"><iframe src="https://evil.test"></iframe><form><input></form><svg><a href="#"></a></svg>';
  expect(sanitizeRichText(html)).toBe('<p>Hi</p>');
});

it('strips style, class and id, so the output needs no inline styles under a strict CSP', () => {
  expect(sanitizeRichText('<p style="color:red" class="x" id="price">Red</p><style>body{}</style>')).toBe(
    '<p>Red</p>',
  );
});

it('keeps http(s), mailto and same-site links, marked noopener noreferrer nofollow', () => {
  expect(sanitizeRichText('<a href="https://maker.test/tee" title="Maker">maker</a>')).toBe(
    '<a href="https://maker.test/tee" title="Maker" rel="noopener noreferrer nofollow">maker</a>',
  );
  expect(sanitizeRichText('<a href="/products">all</a>')).toContain('href="/products"');
  expect(sanitizeRichText('<a href="mailto:shop@example.test">mail</a>')).toContain(
    'href="mailto:shop@example.test"',
  );
});

it('removes the href of javascript:, data: and protocol-relative links', () => {
  for (const href of [
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.test',
  ]) {
    const out = sanitizeRichText(`<a href="${href}">x</a>`);
    expect(out).not.toContain('href');
    expect(out).toContain('>x</a>');
  }
});

it('ignores a rel or target the description brings', () => {
  expect(sanitizeRichText('<a href="https://a.test" rel="opener" target="_blank">a</a>')).toBe(
    '<a href="https://a.test" rel="noopener noreferrer nofollow">a</a>',
  );
});
