// A browser without a window for the SSO tests: a cookie jar per host, manual redirects, the store
// reached through `app.request` at its public URL and the provider over real HTTP, and the provider's
// dev login and consent forms filled in.
import type { TestApp } from '../../../test-support/test-app.js';

export class TestBrowser {
  readonly #jar = new Map<string, Map<string, string>>();

  constructor(
    private readonly t: TestApp,
    private readonly storeUrl: string,
  ) {}

  /** The cookies this browser holds for a host. */
  cookies(host: string): Map<string, string> {
    let cookies = this.#jar.get(host);
    if (!cookies) {
      cookies = new Map();
      this.#jar.set(host, cookies);
    }
    return cookies;
  }

  /** One request, cookies sent and kept; redirects are not followed. */
  async request(url: string, init: { method?: string; body?: URLSearchParams } = {}): Promise<Response> {
    const { host } = new URL(url);
    const cookies = this.cookies(host);
    const headers: Record<string, string> = {};
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const request = {
      method: init.method ?? 'GET',
      headers,
      redirect: 'manual' as const,
      ...(init.body ? { body: init.body } : {}),
    };
    const res = url.startsWith(this.storeUrl)
      ? await this.t.app.request(url, request)
      : await fetch(url, request);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (gone) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value.join('=').trim());
    }
    return res;
  }

  /**
   * Follows redirects and the provider's forms (signing in as `login`, consenting) until a redirect
   * leads back to the store; answers that URL.
   */
  async throughProvider(start: string, login: string): Promise<string> {
    let next: { url: string; body?: URLSearchParams } = { url: start };
    for (let step = 0; step < 20; step++) {
      const res = await this.request(next.url, next.body ? { method: 'POST', body: next.body } : {});
      const location = res.headers.get('location');
      if (location) {
        const url = new URL(location, next.url).href;
        if (url.startsWith(this.storeUrl)) return url;
        next = { url };
        continue;
      }
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
      if (res.status !== 200 || !action || !prompt) {
        throw new Error(`The provider answered ${res.status}: ${html.slice(0, 300)}`);
      }
      const body = new URLSearchParams({ prompt });
      if (prompt === 'login') {
        body.set('login', login);
        body.set('password', 'any password');
      }
      next = { url: new URL(action.replaceAll('&amp;', '&'), next.url).href, body };
    }
    throw new Error('The provider never sent the browser back to the store');
  }
}
