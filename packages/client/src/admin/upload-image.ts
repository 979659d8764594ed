// uploadImage: an admin uploads an image file; products and collections then use it by id or URL.
import type { UploadedMedia, UploadedMediaResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { errorFromResponse } from '../errors/error-from-response.js';
import { NetworkError, StoreError, TimeoutError } from '../errors/errors.js';
import type { CallOptions } from '../http/types.js';

const MEDIA_UPLOAD_PATH = '/cartwright/v1/media';

/**
 * Uploads one image (png, jpeg, webp, gif or svg, at most 5 MB) as multipart `file`. Admin only.
 * Add it to a product with `addProductMedia(client, productId, [{ url: media.url }])`. Errors as every call's: ApiError
 * `PAYLOAD_TOO_LARGE` (413), `UNSUPPORTED_MEDIA_TYPE` (415, also when the content is not the declared type).
 * `POST /cartwright/v1/media` (multipart/form-data).
 *
 * @example
 * const media = await uploadImage(client, fileInput.files[0]);
 * await addProductMedia(client, productId, [{ url: media.url }]);
 */
export async function uploadImage(
  client: StoreClient,
  file: Blob,
  options: CallOptions & { filename?: string } = {},
): Promise<UploadedMedia> {
  const form = new FormData();
  const name = options.filename ?? (file instanceof File ? file.name : 'image');
  form.append('file', file, name);
  const timeoutMs = options.timeoutMs ?? client.timeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await client.fetchWithAuth(MEDIA_UPLOAD_PATH, { method: 'POST', body: form, signal });
    if (response.status !== 200) throw await errorFromResponse(response);
    return ((await response.json()) as UploadedMediaResponse).media;
  } catch (error) {
    if (options.signal?.aborted && error === options.signal.reason) throw error;
    const failure = timeout.aborted
      ? new TimeoutError(timeoutMs)
      : error instanceof StoreError
        ? error
        : new NetworkError({ cause: error });
    failure.args = [{ filename: name, size: file.size, type: file.type }];
    client.errorHandler?.(failure, { requestOptions: { url: MEDIA_UPLOAD_PATH, method: 'POST' } });
    throw failure;
  }
}
