// The loader against a document of our own (happy-dom refuses to load scripts): one tag, retried after a failure.
import { describe, expect, it } from 'vitest';
import { loadStripeJs, STRIPE_JS_URL, type StripeConstructor, toMinorUnits } from './stripe-js.js';

class FakeScript extends EventTarget {
  src = '';
  async = false;
  removed = false;
  remove() {
    this.removed = true;
  }
}

function fakeDocument() {
  const view: { Stripe?: StripeConstructor } = {};
  const appended: FakeScript[] = [];
  const doc = {
    defaultView: view,
    createElement: () => new FakeScript(),
    head: { append: (script: FakeScript) => appended.push(script) },
  } as unknown as Document;
  return { doc, view, appended, live: () => appended.filter((s) => !s.removed) };
}

const Stripe = (() => ({})) as unknown as StripeConstructor;

describe('loadStripeJs', () => {
  it('adds one async script tag for js.stripe.com/v3/ however often it is asked, and answers window.Stripe', async () => {
    const page = fakeDocument();
    const first = loadStripeJs(page.doc);
    const second = loadStripeJs(page.doc);
    expect(page.appended.map((s) => [s.src, s.async])).toEqual([['https://js.stripe.com/v3/', true]]);
    expect(STRIPE_JS_URL).toBe('https://js.stripe.com/v3/');
    page.view.Stripe = Stripe;
    page.appended[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe(Stripe);
    expect(await second).toBe(Stripe);
    // Loaded: no further tag.
    expect(await loadStripeJs(page.doc)).toBe(Stripe);
    expect(page.appended).toHaveLength(1);
  });

  it('rejects when the script fails, removes the tag, and tries again on the next call', async () => {
    const page = fakeDocument();
    const failed = loadStripeJs(page.doc);
    page.appended[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(page.live()).toHaveLength(0);
    const retry = loadStripeJs(page.doc);
    expect(page.live()).toHaveLength(1);
    // Loaded but no Stripe defined (a proxy answered something else): refused now, not a crash later.
    page.live()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).rejects.toThrow('without defining Stripe');
    const third = loadStripeJs(page.doc);
    page.view.Stripe = Stripe;
    page.appended.at(-1)!.dispatchEvent(new Event('load'));
    expect(await third).toBe(Stripe);
  });
});

describe('toMinorUnits', () => {
  it('counts in the minor units Stripe expects, per currency', () => {
    expect(toMinorUnits('15.02', 'USD')).toBe(1502);
    expect(toMinorUnits('15', 'USD')).toBe(1500);
    expect(toMinorUnits('15.5', 'EUR')).toBe(1550);
    expect(toMinorUnits('0', 'USD')).toBe(0);
    expect(toMinorUnits('500', 'JPY')).toBe(500);
    expect(toMinorUnits('1.234', 'KWD')).toBe(1234);
  });
});
