// The cookie that names a hosted session: HttpOnly, SameSite=Lax (top-level navigations to the authorize
// endpoint carry it), and Secure except over plain HTTP to this computer, where browsers would drop it.
import { HOSTED_SESSION_COOKIE } from '@cartwright/contracts';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { requestHost, requestScheme } from '../../../http/request-origin.js';

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

function cookieOptions(c: Context, trustedProxies: number): CookieOptions {
  const loopbackHttp = requestScheme(c, trustedProxies) === 'http' && LOOPBACK_HOST.test(requestHost(c));
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure: !loopbackHttp };
}

export function setHostedSessionCookie(c: Context, trustedProxies: number, id: string, maxAge: number): void {
  setCookie(c, HOSTED_SESSION_COOKIE, id, { ...cookieOptions(c, trustedProxies), maxAge });
}

export function clearHostedSessionCookie(c: Context, trustedProxies: number): void {
  deleteCookie(c, HOSTED_SESSION_COOKIE, cookieOptions(c, trustedProxies));
}

export function readHostedSessionCookie(c: Context): string | undefined {
  return getCookie(c, HOSTED_SESSION_COOKIE) || undefined;
}
