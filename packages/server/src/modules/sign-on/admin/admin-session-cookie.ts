// The cookie that holds a web admin's refresh token: HttpOnly, SameSite=Strict, only for the session
// routes, and Secure except over plain HTTP to this computer (where browsers would drop a Secure cookie).
import { ADMIN_SESSION_COOKIE, ADMIN_SESSION_PATH, type AdminSessionResponse } from '@cartwright/contracts';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { requestHost, requestScheme } from '../../../http/request-origin.js';
import { REFRESH_TOKEN_TTL_MS } from '../../oauth/index.js';

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** Secure unless the page is `http://localhost` or `http://127.0.0.1` (or `[::1]`). */
function cookieOptions(c: Context, trustedProxies: number): CookieOptions {
  const loopbackHttp = requestScheme(c, trustedProxies) === 'http' && LOOPBACK_HOST.test(requestHost(c));
  return { path: ADMIN_SESSION_PATH, httpOnly: true, sameSite: 'Strict', secure: !loopbackHttp };
}

/** Puts `refreshToken` in the cookie, for as long as the refresh token lives. */
export function setAdminSessionCookie(c: Context, trustedProxies: number, refreshToken: string): void {
  setCookie(c, ADMIN_SESSION_COOKIE, refreshToken, {
    ...cookieOptions(c, trustedProxies),
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
}

/** A cookie session's answer: the refresh token goes in the cookie, only the access token in the body. */
export function cookieSessionAnswer(
  c: Context,
  trustedProxies: number,
  tokens: { access_token: string; expires_in: number; refresh_token: string },
): AdminSessionResponse {
  setAdminSessionCookie(c, trustedProxies, tokens.refresh_token);
  return { access_token: tokens.access_token, expires_in: tokens.expires_in };
}

/** Tells the browser to forget the cookie (same path and attributes, or it would keep it). */
export function clearAdminSessionCookie(c: Context, trustedProxies: number): void {
  deleteCookie(c, ADMIN_SESSION_COOKIE, cookieOptions(c, trustedProxies));
}

/** The refresh token the browser sent, if any. */
export function readAdminSessionCookie(c: Context): string | undefined {
  return getCookie(c, ADMIN_SESSION_COOKIE) || undefined;
}
