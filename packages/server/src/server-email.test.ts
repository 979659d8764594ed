// startServer with --smtp-url: a recovery e-mail asked for over HTTP reaches a real SMTP server on
// loopback through the delivery worker, with a link built from the public URL; neither the SMTP password
// nor the link's token reaches the log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './clock.js';
import type { AppDeps } from './deps.js';
import { defaultAppConfig } from './deps.js';
import { openStorage, type RunningServer, startServer } from './server.js';
import { PASSWORD, type SmtpTestServer, startSmtpTestServer } from './test-support/smtp-test-server.js';
import { createTestMember } from './test-support/test-members.js';

const EMAIL = 'ada@server.example';
const logLines: string[] = [];
let smtp: SmtpTestServer;
let dir: string;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  dir = mkdtempSync(join(tmpdir(), 'cartwright-smtp-'));
  const storage = await openStorage({ dataDir: dir });
  await createTestMember(
    { deps: { db: storage.database.db, clock: systemClock } as AppDeps },
    {
      email: EMAIL,
      password: 'old password 1',
    },
  );
  await storage.close();
  server = await startServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: dir,
      demo: false,
      accessTokenTtlSeconds: 3600,
      bodyLimitBytes: defaultAppConfig.bodyLimitBytes,
      trustedProxies: 0,
      smtpUrl: smtp.url,
      mailFrom: 'Shop <no-reply@server.example>',
    },
    logger: pino(
      { level: 'debug' },
      new Writable({
        write(chunk, _encoding, callback) {
          logLines.push(String(chunk));
          callback();
        },
      }),
    ),
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('startServer with an SMTP server', () => {
  it('delivers a recovery e-mail over SMTP and keeps secrets out of the log', async () => {
    const res = await fetch(`${server.url}/_api/iam/recovery/v1/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.received.length, { timeout: 15_000, interval: 200 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([EMAIL]);
    expect(mail!.from).toBe('no-reply@server.example');
    expect(mail!.raw).toContain('Subject: Reset your password');
    // Quoted-printable may fold the long link; unfolded, it starts with the public URL.
    const body = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = new RegExp(`${server.url}/auth/reset-password\\?recoveryToken=([A-Za-z0-9_-]+)`).exec(
      body,
    )?.[1];
    expect(token).toBeDefined();
    await server.close();
    const log = logLines.join('');
    expect(log).toContain('E-mail sent');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(token!);
  });
});
