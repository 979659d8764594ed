// `npm run dev -- --port N` from the repository root: the flags reach Vite, which serves the app on that port.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

const repo = new URL('..', import.meta.url).pathname;
let dev: ChildProcess | undefined;
afterAll(() => {
  // npm runs npm runs vite: end the whole process group this test started.
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

describe('npm run dev', () => {
  it('passes --port to Vite and serves the web app there', async () => {
    const port = await freePort();
    dev = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--strictPort'], {
      cwd: repo,
      // Under CI=true Vite's colours wrap the port in escape codes; the test reads the plain line.
      env: { ...process.env, NO_COLOR: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const ready = new Promise<void>((resolve, reject) => {
      const seen = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`:${port}/`)) resolve();
      };
      dev!.stdout!.on('data', seen);
      dev!.stderr!.on('data', seen);
      dev!.on('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
    });
    await ready;
    const page = await fetch(`http://localhost:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  }, 60_000);
});
