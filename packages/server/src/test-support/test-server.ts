// A real server on a free loopback port over a fresh data directory, for tests that need a socket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { defaultAppConfig } from '../deps.js';
import { type RunningServer, startServer } from '../server.js';

/** Starts a store without the demo, silent unless given a logger; `prefix` names its temporary data directory. */
export async function startTestServer(
  prefix: string,
  logger: Logger = pino({ level: 'silent' }),
): Promise<{ server: RunningServer; dir: string }> {
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
    logger,
  });
  return { server, dir };
}

/** Closes the server (again, if a test already did) and removes its data directory. */
export async function stopTestServer(server: RunningServer, dir: string): Promise<void> {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
