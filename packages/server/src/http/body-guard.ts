// Rejects request bodies the API cannot take before any route sees them: wrong type, too large, bad JSON.
import { COMMON_ERROR_CODES } from '@cartwright/contracts';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './app-env.js';
import { parseJsonInput } from './parse-json-input.js';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const utf8 = new TextDecoder();

export interface BodyGuardOptions {
  limitBytes: number;
  /** Paths that parse their own bodies and answer their own errors (the RFC 6749 token endpoint). */
  exemptPaths?: readonly string[];
}

/** Reads a body up to `limitBytes`; `undefined` when it is larger (the stream is cancelled there). */
export async function readLimitedBody(
  body: ReadableStream<Uint8Array> | null,
  limitBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  // A fresh buffer of exactly the body's bytes (usable anywhere a fetch body is, unlike a pooled one).
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A request's body up to `limitBytes`; `undefined` when it is larger. A declared length bounds the body
 * (the HTTP parser reads exactly that many bytes), so it is read in one go, which spares the web stream
 * (and the whole web Request the Node adapter builds for it); a chunked body is streamed and cut off.
 */
export async function readBodyBytes(request: Request, limitBytes: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limitBytes) return undefined;
  return Number.isFinite(declared)
    ? new Uint8Array(await request.arrayBuffer())
    : await readLimitedBody(request.body, limitBytes);
}

export const isJsonContentType = (value: string | undefined) =>
  value !== undefined && /^application\/json\s*(;|$)/i.test(value.trim());

const tooLarge = (limit: number) =>
  new AppError(413, COMMON_ERROR_CODES.payloadTooLarge, `Request body is larger than ${limit} bytes`);
const unsupported = () =>
  new AppError(415, COMMON_ERROR_CODES.unsupportedMediaType, 'Content-Type must be application/json');

/**
 * For POST/PUT/PATCH: checks Content-Length and the streamed size against the limit (413), the
 * Content-Type (415) and the JSON itself (400: syntax, nesting, forbidden keys; see parseJsonInput),
 * then leaves the parsed object as `jsonBody` for `validateBody`, so the body is parsed once. (Hono's
 * `c.req.json()` still answers it, but the long way: it asks for the text, which it makes by serialising
 * the cached value into a new Response and reading that back, about 0.04 ms a call.)
 * An empty body counts as `{}`, since gateway clients send `{}` for an empty payload anyway.
 */
export function bodyGuard(options: BodyGuardOptions): MiddlewareHandler<AppEnv> {
  const exempt = new Set(options.exemptPaths ?? []);
  const limit = options.limitBytes;
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method) || exempt.has(c.req.path)) return next();
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > limit) throw tooLarge(limit);
    const json = isJsonContentType(c.req.header('content-type'));
    if (!json && declared > 0) throw unsupported();

    const bytes = await readBodyBytes(c.req.raw, limit);
    if (!bytes) throw tooLarge(limit);
    let value: unknown = {};
    if (bytes.byteLength > 0) {
      if (!json) throw unsupported();
      value = parseJsonInput(utf8.decode(bytes), 'Request body');
    }
    c.set('jsonBody', value);
    c.req.bodyCache.json = Promise.resolve(value);
    return next();
  };
}
