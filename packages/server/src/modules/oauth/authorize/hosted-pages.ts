// The HTML the authorize and sign-out endpoints answer with: an error page, the web_message page that
// posts the result to the framing client, and the signed-out page. None loads anything; only the
// web_message page runs a script (by nonce), and only it may be framed, by the client's origins.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { frameAncestorsFor } from '../../../static/document-policy.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** JSON that cannot end the script element it sits in. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}${script}</body></html>`;
}

/** Headers of every page that carries or follows a token: never cached, never sent on as a referrer. */
function tokenPageHeaders(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
  c.header('Referrer-Policy', 'no-referrer');
}

/** A page nobody may frame, that runs and loads nothing. */
export function htmlPage(c: Context, status: 200 | 400, title: string, message: string): Response {
  tokenPageHeaders(c);
  c.header(
    'Content-Security-Policy',
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  c.header('X-Frame-Options', 'DENY');
  return c.html(page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`), status);
}

/**
 * The web_message answer (wire.md §3.5): posts `message` to the parent window once per allowed origin
 * (the browser delivers it only to the one the parent really has; never `*`), and may be framed only
 * by those origins.
 */
export async function webMessagePage(
  c: Context,
  origins: readonly string[],
  message: Record<string, string>,
): Promise<Response> {
  tokenPageHeaders(c);
  // The web app's page policy keeps only plain origins, so none can smuggle a directive into the header.
  const ancestors = await frameAncestorsFor('web_message', { web_message: async () => origins });
  const targets = ancestors === "'none'" ? [] : ancestors.split(' ');
  const nonce = randomBytes(16).toString('base64');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`,
  );
  const script = `<script nonce="${nonce}">(function(){var m=${scriptJson(message)};var o=${scriptJson(targets)};for(var i=0;i<o.length;i++){window.parent.postMessage(m,o[i]);}})();</script>`;
  return c.html(page('Signing in', '<p>Signing in…</p>', script));
}
