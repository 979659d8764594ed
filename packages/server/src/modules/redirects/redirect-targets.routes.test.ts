// /cartwright/v1/redirect-targets and the redirect sessions they configure: an unconfigured target answers
// TARGET_NOT_CONFIGURED, a configured one a redirectSession built on the owner's URL with the intent's values.
import type { CreateRedirectSessionResponse, RedirectTargetsResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from '../products/test-support/catalog-callers.js';

let t: TestApp;
let callers: Credentials;
let admin: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://store.example' } });
  callers = await catalogCallers(t);
  admin = jsonRequest(t, callers.adminToken);
});
afterAll(() => t.close());

const PATH = '/cartwright/v1/redirect-targets';
const targetsOf = async (res: Response) => {
  const body = await readJson<RedirectTargetsResponse>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.redirectTargets;
};
const redirect = (body: unknown) =>
  jsonRequest(t, {})('POST', '/_api/redirects-api/v1/redirect-session', body);
const sessionOf = async (res: Response) => {
  const body = await readJson<CreateRedirectSessionResponse>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.redirectSession;
};
const notConfigured = async (res: Response, target: string) => {
  expect(res.status).toBe(400);
  expect(await readJson(res)).toMatchObject({
    details: { applicationError: { code: 'TARGET_NOT_CONFIGURED', data: { target } } },
  });
};

describe('redirect targets', () => {
  it('start with none configured, so every such intent answers TARGET_NOT_CONFIGURED', async () => {
    expect(await targetsOf(await admin('GET', PATH))).toEqual({});
    for (const target of ['bookingsCheckout', 'eventsCheckout', 'paidPlansCheckout', 'bookingsBook']) {
      await notConfigured(await redirect({ [target]: { id: 'x' } }), target);
    }
  });

  it('lead a configured intent to the owner URL with its values, callbacks and extra parameters', async () => {
    await targetsOf(
      await admin('PATCH', PATH, {
        redirectTargets: {
          paidPlansCheckout: 'https://plans.example/buy/{planId}?src=store',
          eventsCheckout: 'https://events.example/e/{eventSlug}/r/{reservation.id}#tickets',
        },
      }),
    );
    const plan = await sessionOf(
      await redirect({
        paidPlansCheckout: { planId: 'gold plan/1' },
        callbacks: { thankYouPageUrl: 'https://shop.example/thanks' },
        preferences: { additionalQueryParameters: { lang: 'de', src: 'evil' } },
      }),
    );
    expect(plan.urlDetails).toEqual({
      endpoint: 'https://plans.example/buy/gold%20plan%2F1',
      searchParams: { src: 'store', thankYouPageUrl: 'https://shop.example/thanks', lang: 'de' },
    });
    expect(plan.fullUrl).toBe(
      'https://plans.example/buy/gold%20plan%2F1?src=store&thankYouPageUrl=https%3A%2F%2Fshop.example%2Fthanks&lang=de',
    );
    expect(plan.shortUrl).toBe(plan.fullUrl);

    const event = await sessionOf(
      await redirect({ eventsCheckout: { eventSlug: 'gala', reservation: { id: 42 } } }),
    );
    expect(event.fullUrl).toBe('https://events.example/e/gala/r/42#tickets');
    // Others stay unconfigured.
    await notConfigured(await redirect({ bookingsBook: {} }), 'bookingsBook');
    await notConfigured(await redirect({ ecomOrderPaymentRequest: {} }), 'ecomOrderPaymentRequest');
  });

  it('refuse an intent that lacks a value its URL needs, or gives an object for it', async () => {
    await admin('PATCH', PATH, {
      redirectTargets: { bookingsCheckout: 'https://book.example/{slot.id}/{tz}' },
    });
    expect(await violations(await redirect({ bookingsCheckout: { slot: {} } }))).toEqual([
      ['bookingsCheckout.slot.id', 'REQUIRED_FIELD'],
      ['bookingsCheckout.tz', 'REQUIRED_FIELD'],
    ]);
    expect(
      await violations(await redirect({ bookingsCheckout: { slot: { id: { a: 1 } }, tz: 'UTC' } })),
    ).toEqual([['bookingsCheckout.slot.id', 'REQUIRED_FIELD']]);
    // Inherited properties are no values.
    await admin('PATCH', PATH, {
      redirectTargets: { bookingsBook: 'https://book.example/{constructor.name}' },
    });
    expect(await violations(await redirect({ bookingsBook: {} }))).toEqual([
      ['bookingsBook.constructor.name', 'REQUIRED_FIELD'],
    ]);
    expect(
      (await sessionOf(await redirect({ bookingsCheckout: { slot: { id: 's 1' }, tz: 'UTC' } }))).fullUrl,
    ).toBe('https://book.example/s%201/UTC');
  });

  it('change only the targets named; an empty string clears one', async () => {
    await targetsOf(
      await admin('PATCH', PATH, { redirectTargets: { bookingsBook: 'https://book.example/new' } }),
    );
    const after = await targetsOf(await admin('PATCH', PATH, { redirectTargets: { paidPlansCheckout: '' } }));
    expect(after.paidPlansCheckout).toBeUndefined();
    expect(after.bookingsBook).toBe('https://book.example/new');
    expect(await targetsOf(await admin('GET', PATH))).toEqual(after);
    await notConfigured(await redirect({ paidPlansCheckout: { planId: 'p' } }), 'paidPlansCheckout');
  });

  it.each([
    ['book.example/{id}', 'a relative URL'],
    ['javascript:alert(1)//{id}', 'another scheme'],
    ['https://{host}.example/x', 'a placeholder in the host'],
    ['{url}', 'a placeholder for the whole URL'],
    ['https://book.example/{bad-name}', 'a malformed placeholder'],
  ])('refuse the template %s (%s)', async (template) => {
    expect(
      await violations(await admin('PATCH', PATH, { redirectTargets: { bookingsBook: template } })),
    ).toEqual([['redirectTargets.bookingsBook', 'FORMAT']]);
  });

  it('refuse unknown targets, wrong types and oversize templates', async () => {
    expect(
      (await admin('PATCH', PATH, { redirectTargets: { ecomCheckout: 'https://a.example/' } })).status,
    ).toBe(400);
    expect((await admin('PATCH', PATH, { redirectTargets: { bookingsBook: 5 } })).status).toBe(400);
    expect(
      (
        await admin('PATCH', PATH, {
          redirectTargets: { bookingsBook: `https://a.example/${'x'.repeat(2048)}` },
        })
      ).status,
    ).toBe(400);
    expect((await admin('PATCH', PATH, {})).status).toBe(400);
  });

  it.each([
    ['anonymous', 401],
    ['visitor', 403],
    ['member', 403],
  ] as const)('refuse %s callers (%i)', async (caller, status) => {
    const as = jsonRequest(t, callers[caller]);
    expect((await as('GET', PATH)).status).toBe(status);
    expect(
      (await as('PATCH', PATH, { redirectTargets: { bookingsBook: 'https://evil.example/' } })).status,
    ).toBe(status);
    expect((await targetsOf(await admin('GET', PATH))).bookingsBook).not.toBe('https://evil.example/');
  });
});
