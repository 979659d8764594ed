// A real server on a free loopback port over a fresh data directory, for tests that need a socket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { defaultAppConfig } from '../deps.js';
import { type RunningServer, startServer } from '../server.js';

/** Starts a silent store without the demo; `prefix` names its temporary data directory. */
export async function startTestServer(prefix: string): Promise<{ server: RunningServer; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const server = await startServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: dir,
      demo: false,
      accessTokenTtlSeconds: 3600,
      bodyLimitBytes: defaultAppConfig.bodyLimitBytes,
      trustedProxies: 0,
    },
    logger: pino({ level: 'silent' }),
  });
  return { server, dir };
}

/** Closes the server (again, if a test already did) and removes its data directory. */
export async function stopTestServer(server: RunningServer, dir: string): Promise<void> {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
