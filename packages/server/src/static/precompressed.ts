// Picks the precompressed variant (.br, .gz written at build time) of a static file that the client accepts.
import { stat } from 'node:fs/promises';

export type Encoding = 'br' | 'gzip';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The q-value the Accept-Encoding header gives `encoding` (0 when absent and no `*` covers it). */
function quality(acceptEncoding: string, encoding: Encoding): number {
  let wildcard = 0;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const weight = Number.isFinite(value) ? value : 0;
    if (name.trim() === encoding) return weight;
    if (name.trim() === '*') wildcard = weight;
  }
  return wildcard;
}

/** Encodings the client accepts, best first; brotli wins a tie because it is smaller. */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const br = quality(acceptEncoding, 'br');
  const gzip = quality(acceptEncoding, 'gzip');
  const ranked: [Encoding, number][] =
    gzip > br
      ? [
          ['gzip', gzip],
          ['br', br],
        ]
      : [
          ['br', br],
          ['gzip', gzip],
        ];
  return ranked.filter(([, q]) => q > 0).map(([encoding]) => encoding);
}

async function sizeOf(path: string): Promise<number | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? info.size : undefined;
}

export interface Precompressed {
  /** Whether the file has any precompressed variant: then responses vary by Accept-Encoding. */
  varies: boolean;
  /** The variant to send, when the client accepts one that exists. */
  chosen?: { path: string; encoding: Encoding; size: number };
}

/**
 * Looks for `file.br` and `file.gz` and chooses the best one `acceptEncoding` allows.
 * @example await precompressedFor('/dist/assets/index-1a2b.js', 'gzip, br') // { varies: true, chosen: { encoding: 'br', … } }
 */
export async function precompressedFor(
  file: string,
  acceptEncoding: string | undefined,
): Promise<Precompressed> {
  const sizes = {
    br: await sizeOf(`${file}${SUFFIX.br}`),
    gzip: await sizeOf(`${file}${SUFFIX.gzip}`),
  };
  const varies = sizes.br !== undefined || sizes.gzip !== undefined;
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const size = sizes[encoding];
    if (size !== undefined) return { varies, chosen: { path: `${file}${SUFFIX[encoding]}`, encoding, size } };
  }
  return { varies };
}
