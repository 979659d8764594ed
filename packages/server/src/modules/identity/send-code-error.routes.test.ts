// When the verification e-mail cannot be sent: SEND_CODE_ERROR (503), and nothing half done (no member
// without its code, no resend counted).
import { Writable } from 'node:stream';
import type { ErrorEnvelope } from '@cartwright/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, readJson, type TestApp } from '../../test-support/test-app.js';
import { newEmail, post, register, state } from './test-support/sign-in-kit.js';

const clock = movableClock(new Date('2026-06-01T08:00:00.000Z'));
let t: TestApp;
let mailDown = false;

/** A logger that fails like a mail relay would while `mailDown`: sendEmail logs each message it sends. */
const logger = pino(
  {
    level: 'info',
    hooks: {
      logMethod(args, method) {
        if (mailDown && String(args.at(-1)).startsWith('E-mail')) throw new Error('mail relay down');
        method.apply(this, args);
      },
    },
  },
  new Writable({ write: (_chunk, _encoding, done) => done() }),
);

beforeAll(async () => {
  t = await createTestApp({ clock, logger });
});
afterAll(() => t.close());

const failure = async (res: Response) => ({
  status: res.status,
  code: (await readJson<ErrorEnvelope>(res)).details.applicationError?.code,
});

describe('a verification e-mail that cannot be sent', () => {
  it('fails the registration with SEND_CODE_ERROR and creates no member', async () => {
    const email = newEmail();
    mailDown = true;
    try {
      expect(await failure(await register(t, email))).toEqual({ status: 503, code: 'SEND_CODE_ERROR' });
    } finally {
      mailDown = false;
    }
    const members = await t.deps.db
      .selectFrom('members')
      .select('id')
      .where('login_email', '=', email)
      .execute();
    expect(members).toEqual([]);
    // The address is free to register once mail works again.
    expect((await state(await register(t, email))).state).toBe('REQUIRE_EMAIL_VERIFICATION');
  });

  it('fails a resend with SEND_CODE_ERROR without counting it', async () => {
    const { stateToken = '' } = await state(await register(t, newEmail()));
    clock.advance(30_000);
    mailDown = true;
    try {
      const res = await post(t, '/_api/iam/verification/v1/auth/resend', { stateToken });
      expect(await failure(res)).toEqual({ status: 503, code: 'SEND_CODE_ERROR' });
    } finally {
      mailDown = false;
    }
    const retry = await post(t, '/_api/iam/verification/v1/auth/resend', { stateToken });
    expect((await state(retry)).state).toBe('REQUIRE_EMAIL_VERIFICATION');
  });
});
