// Builds the workspace when an output is missing or older than its sources.
// `ensureBuilt` is the full build (`npm run build`: declarations and every package), for the benchmarks.
// `ensureStartBuilt` builds only what `npm start` runs, in parallel: the server and the contracts it imports,
// transpiled file by file with esbuild (type-checking is `npm run typecheck`'s job; the sources are written for
// per-file transpiling: `isolatedModules`, `verbatimModuleSyntax`), and the web app with Vite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const CONTRACTS = ['packages/contracts/src', 'packages/contracts/dist'];
const SERVER = ['packages/server/src', 'packages/server/dist'];
const WEB = ['apps/web/src', 'apps/web/dist'];
/** The web app's server entry, which the store server renders storefront pages with. */
const WEB_SERVER = ['apps/web/src', 'apps/web/dist-server'];
const ALL = [
  CONTRACTS,
  ['packages/client/src', 'packages/client/dist'],
  ['packages/react/src', 'packages/react/dist'],
  SERVER,
  WEB,
  WEB_SERVER,
];

export function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function isStale([src, dist]) {
  const [from, to] = [join(root, src), join(root, dist)];
  return !existsSync(to) || newest(from) > newest(to);
}

export function ensureBuilt() {
  if (!ALL.some(isStale)) return;
  console.error('Building Cartwright (first run or changed sources)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The TypeScript files tsc would emit for a package: no tests, no test support. */
function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test-support') files.push(...sourceFiles(path));
    } else if (
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      !entry.name.endsWith('.d.ts')
    ) {
      files.push(path);
    }
  }
  return files;
}

/** Transpiles a package's sources to `outdir` (default its `dist`), one file each, as tsc lays them out. */
export function transpile([src, dist], outdir = join(root, dist)) {
  return build({
    entryPoints: sourceFiles(join(root, src)),
    outdir,
    outbase: join(root, src),
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    sourcemap: true,
    logLevel: 'warning',
  });
}

function run(command, args, cwd, stdio) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} exited with ${code}`)),
    );
  });
}

/**
 * Builds the web app as `npm run build -w apps/web` does (Vite, then precompressed copies), into `outDir`,
 * and its server entry into `dist-server` beside it, where the store server looks for it.
 */
export async function buildWeb(outDir = join(root, WEB[1]), stdio = 'inherit') {
  const web = join(root, 'apps/web');
  const vite = join(root, 'node_modules/.bin/vite');
  await run(vite, ['build', '--outDir', outDir, '--emptyOutDir'], web, stdio);
  const serverOut = join(outDir, '..', 'dist-server');
  await run(
    vite,
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', serverOut, '--emptyOutDir'],
    web,
    stdio,
  );
  await run(process.execPath, [join(root, 'scripts/precompress.mjs'), outDir], web, stdio);
}

export async function ensureStartBuilt() {
  const jobs = [];
  if (isStale(CONTRACTS) || isStale(SERVER)) jobs.push(transpile(CONTRACTS), transpile(SERVER));
  if (isStale(WEB) || isStale(WEB_SERVER)) jobs.push(buildWeb());
  if (jobs.length === 0) return;
  console.error('Building the store (first run or changed sources)…');
  try {
    await Promise.all(jobs);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
