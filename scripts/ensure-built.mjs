// Builds the workspace when any package's output is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = [
  ['packages/contracts/src', 'packages/contracts/dist'],
  ['packages/client/src', 'packages/client/dist'],
  ['packages/react/src', 'packages/react/dist'],
  ['packages/server/src', 'packages/server/dist'],
  ['apps/web/src', 'apps/web/dist'],
];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

export function ensureBuilt() {
  const stale = outputs.some(([src, dist]) => {
    const [from, to] = [join(root, src), join(root, dist)];
    return !existsSync(to) || newest(from) > newest(to);
  });
  if (!stale) return;
  console.error('Building Cartwright (first run or changed sources)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
