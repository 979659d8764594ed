// GET|PATCH /cartwright/v1/auth-settings: defaults, partial changes that keep the rest, bad values, and
// admin callers only.
import type { AuthSettingsResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from '../products/test-support/catalog-callers.js';

let t: TestApp;
let callers: Credentials;

beforeAll(async () => {
  t = await createTestApp();
  callers = await catalogCallers(t);
});
afterAll(() => t.close());

const PATH = '/cartwright/v1/auth-settings';
const settingsOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as AuthSettingsResponse).authSettings;
};

describe('auth settings', () => {
  it('start as approve at once, verify e-mails, no captcha', async () => {
    expect(await settingsOf(await jsonRequest(t, callers.adminToken)('GET', PATH))).toEqual({
      approval: 'AUTOMATIC',
      emailVerification: 'REQUIRED',
      captcha: 'OFF',
      captchaAfterFailures: 3,
    });
  });

  it('change only the fields a PATCH names', async () => {
    const admin = jsonRequest(t, callers.apiKey);
    await settingsOf(await admin('PATCH', PATH, { authSettings: { approval: 'OWNER_APPROVAL' } }));
    const after = await settingsOf(
      await admin('PATCH', PATH, { authSettings: { emailVerification: 'OFF', captchaAfterFailures: 5 } }),
    );
    expect(after).toEqual({
      approval: 'OWNER_APPROVAL',
      emailVerification: 'OFF',
      captcha: 'OFF',
      captchaAfterFailures: 5,
    });
    expect(await settingsOf(await admin('GET', PATH))).toEqual(after);
  });

  it('refuse unknown values, unknown fields and a missing object', async () => {
    const admin = jsonRequest(t, callers.adminToken);
    expect(await violations(await admin('PATCH', PATH, { authSettings: { approval: 'MAYBE' } }))).toEqual([
      ['authSettings.approval', 'INVALID_ENUM_VALUE'],
    ]);
    expect(
      (await violations(await admin('PATCH', PATH, { authSettings: { captchaAfterFailures: 0 } })))?.[0],
    ).toEqual(['authSettings.captchaAfterFailures', 'MIN']);
    expect((await admin('PATCH', PATH, { authSettings: { approvals: 'AUTOMATIC' } })).status).toBe(400);
    expect((await admin('PATCH', PATH, {})).status).toBe(400);
  });

  it.each([
    ['anonymous', 401],
    ['visitor', 403],
    ['member', 403],
  ] as const)('refuse %s callers (%i), for reading and changing', async (caller, status) => {
    const as = jsonRequest(t, callers[caller]);
    expect((await as('GET', PATH)).status).toBe(status);
    expect((await as('PATCH', PATH, { authSettings: { approval: 'AUTOMATIC' } })).status).toBe(status);
  });
});
