// `node scripts/build-first.mjs contracts client`: builds the named workspace packages first when their
// declarations are missing or older than their sources, so `npm run build` in one package works on a fresh
// clone (tsc needs its dependencies' .d.ts). `npm start` transpiles without declarations, so a dist/ alone
// does not count as built. The root `npm run build` builds in order, and then this finds nothing to do.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newest } from './ensure-built.mjs';

const root = new URL('..', import.meta.url).pathname;

for (const name of process.argv.slice(2)) {
  const dir = join(root, 'packages', name);
  const declarations = join(dir, 'dist', 'index.d.ts');
  if (existsSync(declarations) && statSync(declarations).mtimeMs >= newest(join(dir, 'src'))) continue;
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
