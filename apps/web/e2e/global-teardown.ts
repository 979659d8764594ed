// Removes the temporary data directory the Playwright config created for the store server.
import { rm } from 'node:fs/promises';

/** Playwright global teardown: runs once in the runner process after the web server has stopped. */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.CARTWRIGHT_E2E_DATA_DIR;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
