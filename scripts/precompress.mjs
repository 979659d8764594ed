// Writes .br and .gz beside each compressible file of a build folder, so the server sends them as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats gain from compression; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Compresses every text file of at least 1 KiB under `dir` with brotli (best quality: this runs once per
 * build) and gzip, keeping a variant only when it is smaller. Answers the files it compressed.
 * @example precompress('apps/web/dist') // ['apps/web/dist/assets/index-1a2b.js', …]
 */
export function precompress(dir) {
  const done = [];
  for (const file of [...files(dir)]) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const variants = [
      ['.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
      ['.gz', gzipSync(body, { level: 9 })],
    ];
    for (const [suffix, compressed] of variants) {
      if (compressed.length < body.length) writeFileSync(`${file}${suffix}`, compressed);
    }
    done.push(file);
  }
  return done;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/precompress.mjs <build folder>');
    process.exit(2);
  }
  console.log(`Precompressed ${precompress(dir).length} files in ${dir} (.br, .gz)`);
}
