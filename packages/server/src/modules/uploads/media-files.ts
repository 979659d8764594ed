// Where uploaded and demo images live on disk, and how a served file name maps to one safely.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_UPLOAD_BYTES, MEDIA_UPLOAD_PATH } from '@cartwright/contracts';
import { isUuid } from '../../lib/secrets.js';
import {
  IMAGE_TYPES,
  type ImageExtension,
  type ImageType,
  sniffImage,
  TYPE_OF_EXTENSION,
} from './image-sniff.js';

/** Base path of every media URL the store serves (uploads are posted to it). */
export const MEDIA_PATH = MEDIA_UPLOAD_PATH;
/** Largest image an admin may upload. */
export { MAX_UPLOAD_BYTES };
/** Ids of the images that ship with the repository start with this. */
export const DEMO_MEDIA_PREFIX = 'demo-';

/** The demo illustrations committed beside the server's sources (same path from src/ and dist/). */
export const DEMO_ASSETS_DIR = fileURLToPath(new URL('../../../assets/demo/', import.meta.url));

const UPLOAD_NAME = /^([0-9a-f-]{36})\.(png|jpg|webp|gif|svg)$/;
const DEMO_NAME = /^demo-([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

export const mediaFolder = (dataDir: string) => join(resolve(dataDir), 'media');

/** The path `/cartwright/v1/media/<id>.<ext>` of a stored image. */
export const mediaPath = (id: string, ext: ImageExtension) => `${MEDIA_PATH}/${id}.${ext}`;

/** Writes an upload under a new id (to a temporary name first, so readers never see half a file). */
export async function saveUpload(dataDir: string, bytes: Uint8Array, type: ImageType) {
  const id = randomUUID();
  const ext = IMAGE_TYPES[type];
  const folder = mediaFolder(dataDir);
  await mkdir(folder, { recursive: true });
  const target = join(folder, `${id}.${ext}`);
  const partial = `${target}.${randomUUID()}.part`;
  await writeFile(partial, bytes, { flag: 'wx' });
  await rename(partial, target);
  return { id, ext };
}

export interface StoredFile {
  bytes: Buffer;
  type: ImageType;
}

/**
 * The file a served name (`<uuid>.<ext>` in the data directory, or `demo-<name>.svg` from the
 * shipped assets) stands for. Names are matched against strict patterns before any path is built,
 * so `..`, slashes and encoded separators never reach the file system.
 */
export async function readMediaFile(dataDir: string, name: string): Promise<StoredFile | undefined> {
  const upload = UPLOAD_NAME.exec(name);
  const demo = DEMO_NAME.exec(name);
  let file: string;
  let type: ImageType;
  if (upload && isUuid(upload[1]!)) {
    file = join(mediaFolder(dataDir), name);
    type = TYPE_OF_EXTENSION[upload[2] as ImageExtension];
  } else if (demo) {
    file = join(DEMO_ASSETS_DIR, `${demo[1]}.svg`);
    type = 'image/svg+xml';
  } else {
    return undefined;
  }
  const bytes = await readFile(file).catch(() => undefined);
  return bytes && { bytes, type };
}

export interface UploadedImage {
  /** Site-relative (`/cartwright/v1/media/<id>.<ext>`): reads put it on the origin they are asked at. */
  path: string;
  width?: number;
  height?: number;
}

/**
 * The uploaded image with this id (the `media.id` the upload route answered), with its size read from
 * its bytes; undefined for an id that names no upload, including anything that is not a uuid.
 */
export async function findUpload(dataDir: string, id: string): Promise<UploadedImage | undefined> {
  if (!isUuid(id)) return undefined;
  for (const ext of Object.values(IMAGE_TYPES)) {
    const bytes = await readFile(join(mediaFolder(dataDir), `${id}.${ext}`)).catch(() => undefined);
    if (!bytes) continue;
    const { width, height } = sniffImage(bytes) ?? {};
    return { path: mediaPath(id, ext), ...(width && height ? { width, height } : {}) };
  }
  return undefined;
}
