// Helpers for the sign-in route tests: JSON posts from a client address, codes from the outbox, settings.
import { randomUUID } from 'node:crypto';
import type { AuthSettings, StateMachineResponse } from '@cartwright/contracts';
import type { TestApp } from '../../../test-support/test-app.js';
import { updateAuthSettings } from '../settings/auth-settings.service.js';

export const PASSWORD = 'correct horse battery';

/** An e-mail no other test uses. */
export const newEmail = (name = 'shopper') => `${name}-${randomUUID()}@shop.example`;

let addresses = 0;
/** A client address no other test uses. */
export const newAddress = () => `2001:db8:1::${(++addresses).toString(16)}`;

/** `app.request` POST with a JSON body, optionally from a client address (as @hono/node-server passes it). */
export function post(
  t: TestApp,
  path: string,
  body: unknown,
  options: { address?: string; headers?: Record<string, string> } = {},
) {
  return t.app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    options.address ? { incoming: { socket: { remoteAddress: options.address } } } : undefined,
  );
}

export const register = (t: TestApp, email: string, extra: Record<string, unknown> = {}, address?: string) =>
  post(
    t,
    '/_api/iam/authentication/v2/register',
    { loginId: { email }, password: PASSWORD, ...extra },
    { address },
  );

export const login = (t: TestApp, email: string, password = PASSWORD, address?: string) =>
  post(t, '/_api/iam/authentication/v2/login', { loginId: { email }, password }, { address });

export const state = async (res: Response) => {
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as StateMachineResponse;
};

/** The newest message of a kind to the address. */
export async function latestEmail(t: TestApp, to: string, kind = 'verification-code') {
  return t.deps.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

export async function latestCode(t: TestApp, to: string): Promise<string> {
  const message = await latestEmail(t, to);
  const code = message?.data.code;
  if (typeof code !== 'string') throw new Error(`no code e-mailed to ${to}`);
  return code;
}

export const setAuthSettings = (t: TestApp, change: Partial<AuthSettings>) =>
  updateAuthSettings(t.deps, change);
