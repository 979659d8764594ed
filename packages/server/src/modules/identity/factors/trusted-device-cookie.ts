// The cookie of a device a member trusted after a second factor: HttpOnly, SameSite=Lax, 30 days, and
// Secure except over plain HTTP to this computer, where browsers would drop it. Only the sign-in calls
// read it, so its path is the authentication prefix (and the gateway's alias).
import {
  AUTHENTICATION_ALIAS_PREFIX,
  AUTHENTICATION_PREFIX,
  TRUSTED_DEVICE_COOKIE,
  TRUSTED_DEVICE_DAYS,
} from '@cartwright/contracts';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { requestHost, requestScheme } from '../../../http/request-origin.js';

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

export function setTrustedDeviceCookie(c: Context, trustedProxies: number, value: string): void {
  const loopbackHttp = requestScheme(c, trustedProxies) === 'http' && LOOPBACK_HOST.test(requestHost(c));
  for (const path of [AUTHENTICATION_PREFIX, AUTHENTICATION_ALIAS_PREFIX]) {
    setCookie(c, TRUSTED_DEVICE_COOKIE, value, {
      path,
      httpOnly: true,
      sameSite: 'Lax',
      secure: !loopbackHttp,
      maxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
    });
  }
}

export const readTrustedDeviceCookie = (c: Context): string | undefined =>
  getCookie(c, TRUSTED_DEVICE_COOKIE) || undefined;
