// The page policy as a function of the page: who may frame which page, and origins that cannot inject directives.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, documentHeaders, frameAncestorsFor } from './document-policy.js';

const webMessage = { '/auth/web-message': async () => ['https://shop.example', 'http://localhost:5173'] };

describe('frameAncestorsFor', () => {
  it("answers 'none' for every page that is not listed as framable", async () => {
    expect(await frameAncestorsFor('/', {})).toBe("'none'");
    expect(await frameAncestorsFor('/admin', webMessage)).toBe("'none'");
    expect(await frameAncestorsFor('/auth/web-message/extra', webMessage)).toBe("'none'");
    // An inherited property of a plain object is not a listed page.
    expect(await frameAncestorsFor('/toString', {})).toBe("'none'");
  });

  it('lists the origins a framable page allows, once each', async () => {
    const twice = { '/embed': async () => ['https://a.example', 'https://a.example', 'https://[::1]:8443'] };
    expect(await frameAncestorsFor('/auth/web-message', webMessage)).toBe(
      'https://shop.example http://localhost:5173',
    );
    expect(await frameAncestorsFor('/embed', twice)).toBe('https://a.example https://[::1]:8443');
  });

  it("leaves out anything that is not a plain origin, and answers 'none' when nothing is left", async () => {
    const hostile = {
      '/embed': async () => [
        "https://a.example; script-src 'unsafe-inline'",
        'https://b.example/path',
        '*',
        "'self'",
        'javascript:alert(1)',
        'https://ok.example:8080',
      ],
    };
    expect(await frameAncestorsFor('/embed', hostile)).toBe('https://ok.example:8080');
    expect(await frameAncestorsFor('/embed', { '/embed': async () => ['*'] })).toBe("'none'");
  });
});

describe('documentHeaders', () => {
  it('refuses framing with both frame-ancestors and X-Frame-Options on an ordinary page', async () => {
    const headers = await documentHeaders('/admin', webMessage);
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy("'none'"));
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('lets the listed origins frame a framable page, without X-Frame-Options that would forbid it', async () => {
    const headers = await documentHeaders('/auth/web-message', webMessage);
    expect(headers['Content-Security-Policy']).toContain(
      'frame-ancestors https://shop.example http://localhost:5173',
    );
    expect(headers['X-Frame-Options']).toBeUndefined();
  });

  it('allows no inline script or style', () => {
    const policy = contentSecurityPolicy("'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it("adds Stripe's documented origins only when asked, each to its own directive", () => {
    const plain = contentSecurityPolicy("'none'");
    expect(plain).not.toContain('stripe.com');
    expect(plain).not.toContain('frame-src');
    expect(contentSecurityPolicy("'none'", { stripe: false })).toBe(plain);
    const stripe = contentSecurityPolicy("'none'", { stripe: true });
    expect(stripe.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' https://js.stripe.com",
      "style-src 'self'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      "connect-src 'self' https://api.stripe.com",
      'frame-src https://js.stripe.com https://hooks.stripe.com',
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it('passes the Stripe option through documentHeaders', async () => {
    const headers = await documentHeaders('/checkout/c-1', {}, { stripe: true });
    expect(headers['Content-Security-Policy']).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com',
    );
    expect((await documentHeaders('/checkout/c-1', {}))['Content-Security-Policy']).not.toContain('stripe');
  });
});
