// The `?next=` of the hosted login page: where the authorize endpoint wants the browser back after sign-in.

const AUTHORIZE_PATH = '/oauth2/authorize';

/**
 * `next` as an address on `origin`, when it is a same-origin path to the authorize endpoint; anything else
 * (another origin, a protocol-relative `//host`, a backslash trick, another path) is dropped, so the page
 * can never be used to send a freshly signed-in shopper somewhere else.
 * @example hostedNext('/oauth2/authorize?client_id=web', 'https://shop.test') // 'https://shop.test/oauth2/authorize?client_id=web'
 */
export function hostedNext(next: string | null, origin: string): string | undefined {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.pathname !== AUTHORIZE_PATH) return undefined;
  return url.href;
}

/** The `next` parameter of a search string (`?next=…`), decoded. */
export function nextParameter(search: string): string | null {
  return new URLSearchParams(search).get('next');
}

/** The shop's own pages a sign-in may return to (`?return=`): the recovery link of an abandoned checkout. */
const RETURN_PREFIXES = ['/checkout/recover/'];

/**
 * The `?return=` of the login page: a path on this shop to open after sign-in, when it is one of the pages that
 * ask for it (a checkout recovery link); any other value is dropped, as for `next`.
 * @example returnPath('?return=%2Fcheckout%2Frecover%2Fabc') // '/checkout/recover/abc'
 */
export function returnPath(search: string): string | undefined {
  const value = new URLSearchParams(search).get('return');
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'https://shop.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://shop.invalid') return undefined;
  if (!RETURN_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return undefined;
  return url.pathname;
}
