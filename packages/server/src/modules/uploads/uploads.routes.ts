// Image uploads (admins, multipart) and serving of uploaded and demo images under /cartwright/v1/media.
import {
  COMMON_ERROR_CODES,
  type UploadedMediaResponse,
  UploadedMediaResponseSchema,
} from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { readLimitedBody } from '../../http/body-guard.js';
import { IMAGE_TYPES, type SniffedImage, sniffImage } from './image-sniff.js';
import { MAX_UPLOAD_BYTES, mediaPath, readMediaFile, saveUpload } from './media-files.js';
import { unsafeSvgReason } from './svg-filter.js';

/** Room for the multipart boundaries and part headers around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ALLOWED = Object.keys(IMAGE_TYPES).join(', ');

const tooLarge = () =>
  new AppError(413, COMMON_ERROR_CODES.payloadTooLarge, `Images may be at most ${MAX_UPLOAD_BYTES} bytes`);
const unsupported = (description: string) =>
  new AppError(415, COMMON_ERROR_CODES.unsupportedMediaType, description);
const invalid = (description: string) => new AppError(400, COMMON_ERROR_CODES.invalidArgument, description);

const declaredType = (type: string) => {
  const bare = type.split(';')[0]!.trim().toLowerCase();
  return bare === 'image/jpg' ? 'image/jpeg' : bare;
};

/** The uploaded file's bytes and sniffed type, after every limit and check. */
async function readUpload(request: Request): Promise<{ bytes: Uint8Array; sniffed: SniffedImage }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw unsupported('Content-Type must be multipart/form-data with a "file" field');
  }
  const limit = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
  const body = await readLimitedBody(request.body, limit);
  if (!body) throw tooLarge();
  const form = await new Response(body, { headers: { 'content-type': contentType } }).formData().catch(() => {
    throw invalid('Request body is not valid multipart/form-data');
  });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw invalid('A non-empty "file" field is required');
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw unsupported(`The file is not an image of a supported type (${ALLOWED})`);
  if (declaredType(file.type) !== sniffed.type) {
    throw unsupported(`The file is declared as "${file.type}" but its content is ${sniffed.type}`);
  }
  const unsafe = sniffed.type === 'image/svg+xml' ? unsafeSvgReason(bytes) : undefined;
  if (unsafe) throw invalid(unsafe);
  return { bytes, sniffed };
}

/**
 * Mounted at `/cartwright/v1/media`: `POST` stores an image under `<dataDir>/media/<id>.<ext>`;
 * `GET /<id>.<ext>` serves it (and the shipped `demo-<name>.svg` images).
 */
export function uploadRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['media'], auth: 'admin' })
    .post(
      '/',
      {
        summary: `Upload an image (multipart "file", at most 5 MB; ${ALLOWED}); admins only`,
        ownBody: {
          mediaType: 'multipart/form-data',
          schema: Type.Object({ file: Type.String({ contentMediaType: 'image/*' }) }),
        },
        response: UploadedMediaResponseSchema,
        errors: [400, 413, 415],
      },
      async (c) => {
        const { bytes, sniffed } = await readUpload(c.req.raw);
        const { id, ext } = await saveUpload(deps.config.dataDir, bytes, sniffed.type);
        const url = `${new URL(c.req.url).origin}${mediaPath(id, ext)}`;
        const size = sniffed.width && sniffed.height ? { width: sniffed.width, height: sniffed.height } : {};
        const media = { id, url, mediaType: 'image' as const, ...size };
        return c.json({ media } satisfies UploadedMediaResponse);
      },
    )
    .get(
      '/:file',
      {
        summary: 'An uploaded or demo image, cacheable forever',
        auth: 'any',
        response: Type.Unknown(),
        responseMediaType: 'image/*',
        errors: [404],
      },
      async (c) => {
        const name = c.req.param('file');
        const stored = await readMediaFile(deps.config.dataDir, name);
        if (!stored) throw notFound('Media', { file: name });
        const headers: Record<string, string> = {
          'Content-Type': stored.type,
          'Content-Length': String(stored.bytes.byteLength),
          'Cache-Control': IMMUTABLE,
          'X-Content-Type-Options': 'nosniff',
        };
        // An SVG opened directly is a document: nothing in it may load or run, and the sandbox gives it an
        // origin of its own, so one the upload filter missed (or stored before it) still reaches nothing.
        if (stored.type === 'image/svg+xml') {
          headers['Content-Security-Policy'] =
            "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";
        }
        return new Response(new Uint8Array(stored.bytes), { headers });
      },
    ).app;
}
