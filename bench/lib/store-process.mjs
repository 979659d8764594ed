// Starts the built store as its own process (as `npm start` does) and stops it again.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const cli = new URL('../../packages/server/dist/cli/main.js', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Resolves once the store printed its ready line; `startupMs` is the time from spawn to that line. `nodeArgs`
 * go to Node itself (e.g. `--cpu-prof`); `cliPath` runs another build of the CLI (to compare two builds
 * in one run); `pid` is the store's process, for reading its CPU time.
 */
export async function startStore({
  dataDir,
  databaseUrl,
  demo = true,
  extraArgs = [],
  nodeArgs = [],
  cliPath = cli,
}) {
  const port = await freePort();
  const args = [
    ...nodeArgs,
    cliPath,
    'start',
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--data-dir',
    dataDir,
  ];
  if (databaseUrl) args.push('--database-url', databaseUrl);
  if (!demo) args.push('--no-demo');
  args.push(...extraArgs);
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/Cartwright listening on (http:\/\/\S+)/);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`store exited with ${code}: ${errors}`)));
  });
  const startupMs = performance.now() - started;
  return {
    url,
    startupMs,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
