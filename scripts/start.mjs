// `npm start`: builds whatever is missing or out of date, then starts the store with the given flags.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

const stale = outputs.some(([src, dist]) => !existsSync(dist) || newest(src) > newest(dist));
if (stale) {
  console.error('Building Cartwright (first start or changed sources)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['packages/server/dist/cli/main.js', 'start', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
// The terminal's Ctrl-C reaches the server too; wait for its clean shutdown instead of dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
