// Serves the built web app at `/`, precompressed when the client accepts it, with the single-page-app fallback.
import { existsSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isApiPath } from '@cartwright/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { contentTypeFor } from './content-types.js';
import { documentCacheHeaders, isNotModified } from './document-caching.js';
import { documentHeaders, type FramablePages, type PagePolicyOptions } from './document-policy.js';
import { withBody, withHead } from './page-head.js';
import type { RenderedPage } from './page-renderer.js';
import { acceptedEncodings, precompressedFor } from './precompressed.js';

/** What the server knows of a page before the browser renders it: its status, whether to keep it out of search, its head. */
export interface StorefrontDocument {
  status: 200 | 404;
  noindex: boolean;
  /** The page's own head (title, meta, structured data), in place of the build's title. */
  head?: string;
  /** The page rendered by the server, into the app's root, and the state the browser hydrates it with. */
  body?: RenderedPage;
}

/** Tells what the page at a path is (a URL's path, percent-encoded as sent, and its search, `?…` or ''). */
export type StorefrontDocuments = (pathname: string, search: string) => Promise<StorefrontDocument>;

const SERVED: StorefrontDocument = { status: 200, noindex: false };

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
  page: StorefrontDocument = SERVED,
): Promise<Response | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const type = contentTypeFor(file);
  const { varies, chosen } = await precompressedFor(file, request.acceptEncoding);
  return new Response(await readFile(chosen?.path ?? file), {
    status: page.status,
    headers: {
      'Content-Type': type,
      'Content-Length': String(chosen?.size ?? info.size),
      'Cache-Control': cacheControlFor(relative(root, file)),
      ...(chosen ? { 'Content-Encoding': chosen.encoding } : {}),
      ...(varies ? { Vary: 'Accept-Encoding' } : {}),
      ...(type.startsWith('text/html') ? await documentHeaders(request.path, framable, policy) : {}),
      ...(page.noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
    },
  });
}

const compress = {
  // A quality that compresses a page in well under a millisecond; the build's files get the best one.
  br: (body: Buffer) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body: Buffer) => promisify(gzip)(body),
};

/** The app's index.html as the page at `request.path`: its status, indexing and head, compressed when accepted. */
async function documentResponse(
  index: string,
  request: { path: string; acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
  framable: FramablePages,
  policy: PagePolicyOptions,
  page: StorefrontDocument,
): Promise<Response | undefined> {
  if (page.head === undefined) return fileResponse(dirname(index), index, request, framable, policy, page);
  const html = await readFile(index, 'utf8').catch(() => undefined);
  if (html === undefined) return undefined;
  const headed = withHead(html, page.head);
  const plain = Buffer.from(page.body ? withBody(headed, page.body.html, page.body.state) : headed);
  const caching = documentCacheHeaders(plain, page.status === 200 && !page.noindex);
  const shared = {
    ...caching,
    Vary: 'Accept-Encoding',
    ...(await documentHeaders(request.path, framable, policy)),
    ...(page.noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
  };
  if (isNotModified(request.ifNoneMatch, caching.ETag))
    return new Response(null, { status: 304, headers: shared });
  const encoding = acceptedEncodings(request.acceptEncoding)[0];
  const body = encoding ? await compress[encoding](plain) : plain;
  return new Response(new Uint8Array(body), {
    status: page.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.byteLength),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...shared,
    },
  });
}

/**
 * GET/HEAD requests for files in `webRoot` get the file; other GETs that accept HTML and are not API
 * paths get index.html (client-side routes such as `/account`), with the status and indexing `documents`
 * gives the page (a 404 for a page the app does not know still gets the app, which shows its not-found
 * page). Pages carry the document policy, framable only where `framable` says so, with what `policy` adds
 * (read per page, so a configuration set after start counts). Returns undefined when `webRoot` is not an
 * existing folder, so the server then serves the API alone.
 */
export function webApp(
  webRoot: string | undefined,
  framable: FramablePages = {},
  documents: StorefrontDocuments = async () => SERVED,
  policy: () => PagePolicyOptions = () => ({}),
): MiddlewareHandler<AppEnv> | undefined {
  if (!webRoot || !existsSync(webRoot) || !statSync(webRoot).isDirectory()) return undefined;
  const root = resolve(webRoot);
  const index = join(root, 'index.html');
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(c.req.path)) return next();
    const { pathname, search } = new URL(c.req.url);
    const request = {
      path: pathname,
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
    };
    // The store's front door is the app itself, whatever the client says it accepts.
    if (pathname === '/')
      return (
        (await documentResponse(index, request, framable, policy(), await documents('/', search))) ?? next()
      );
    const file = resolveInside(root, pathname);
    const served = file ? await fileResponse(root, file, request, framable, policy()) : undefined;
    if (served) return served;
    const acceptsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if (!file || !acceptsHtml) return next();
    return (
      (await documentResponse(index, request, framable, policy(), await documents(pathname, search))) ??
      next()
    );
  };
}
