// Serves the built web app at `/`, precompressed when the client accepts it, with the single-page-app fallback.
import { existsSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isApiPath } from '@cartwright/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { contentTypeFor } from './content-types.js';
import { documentHeaders, type FramablePages, type PagePolicyOptions } from './document-policy.js';
import { precompressedFor } from './precompressed.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build output may be cached forever; anything else must be revalidated. */
const cacheControlFor = (relativePath: string) =>
  relativePath.startsWith(`assets${sep}`) ? IMMUTABLE : 'no-cache';

/** The file under `root` that `urlPath` names, or undefined when it escapes `root` or is malformed. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = resolve(root, `.${decoded}`);
  const inside = relative(root, file);
  return inside.startsWith('..') || isAbsolute(inside) ? undefined : file;
}

/**
 * The file's answer, or its precompressed variant when the client accepts one (ranges are not supported,
 * so every answer is the whole body); an HTML file is a page of the app, with the policy of the page at
 * `path`.
 */
async function fileResponse(
  root: string,
  file: string,
  request: { path: string; acceptEncoding: string | undefined },
  framable: FramablePages,
  policy: PagePolicyOptions,
): Promise<Response | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const type = contentTypeFor(file);
  const { varies, chosen } = await precompressedFor(file, request.acceptEncoding);
  return new Response(await readFile(chosen?.path ?? file), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(chosen?.size ?? info.size),
      'Cache-Control': cacheControlFor(relative(root, file)),
      ...(chosen ? { 'Content-Encoding': chosen.encoding } : {}),
      ...(varies ? { Vary: 'Accept-Encoding' } : {}),
      ...(type.startsWith('text/html') ? await documentHeaders(request.path, framable, policy) : {}),
    },
  });
}

/**
 * GET/HEAD requests for files in `webRoot` get the file; other GETs that accept HTML and are not API
 * paths get index.html (client-side routes such as `/account`). Pages carry the document policy, framable
 * only where `framable` says so, with what `policy` adds (read per page, so a configuration set after start counts).
 * Returns undefined when `webRoot` is not an existing folder, so the server then serves the API alone.
 */
export function webApp(
  webRoot: string | undefined,
  framable: FramablePages = {},
  policy: () => PagePolicyOptions = () => ({}),
): MiddlewareHandler<AppEnv> | undefined {
  if (!webRoot || !existsSync(webRoot) || !statSync(webRoot).isDirectory()) return undefined;
  const root = resolve(webRoot);
  const index = join(root, 'index.html');
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(c.req.path)) return next();
    const { pathname } = new URL(c.req.url);
    // The store's front door is the app itself, whatever the client says it accepts.
    const file = resolveInside(root, pathname === '/' ? '/index.html' : pathname);
    const request = { path: pathname, acceptEncoding: c.req.header('accept-encoding') };
    const served = file ? await fileResponse(root, file, request, framable, policy()) : undefined;
    if (served) return served;
    const acceptsHtml = (c.req.header('accept') ?? '').includes('text/html');
    const shell =
      file && acceptsHtml ? await fileResponse(root, index, request, framable, policy()) : undefined;
    return shell ?? next();
  };
}
