// Benchmark 5: store start-up on an empty data directory (database created, migrated, demo data)
// and on an existing one, to the moment it prints its ready line; and a first `npm start`: the build it
// runs on a fresh clone (server and contracts transpiled, the web app built, in parallel, into scratch
// folders) plus the start on an empty data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb, transpile } from '../scripts/ensure-built.mjs';
import { startStore } from './lib/store-process.mjs';

const serverPackage = new URL('../packages/server/', import.meta.url).pathname;

/** The start build into scratch folders; the server's lies beside its `dist`, so its relative paths hold. */
async function timeStartBuild(scratch) {
  const started = performance.now();
  await Promise.all([
    transpile(['packages/contracts/src', 'packages/contracts/dist'], join(scratch, 'contracts')),
    transpile(['packages/server/src', 'packages/server/dist'], join(serverPackage, '.bench-start-dist')),
    buildWeb(join(scratch, 'web'), 'ignore'),
  ]);
  return performance.now() - started;
}

export async function benchStartup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cartwright-startup-'));
  const scratch = mkdtempSync(join(tmpdir(), 'cartwright-start-build-'));
  try {
    const buildMs = await timeStartBuild(scratch);
    const first = await startStore({ dataDir });
    await first.stop();
    const again = await startStore({ dataDir });
    await again.stop();
    return {
      startBuildMs: Math.round(buildMs),
      firstStartMs: Math.round(buildMs + first.startupMs),
      emptyMs: Math.round(first.startupMs),
      existingMs: Math.round(again.startupMs),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
    rmSync(join(serverPackage, '.bench-start-dist'), { recursive: true, force: true });
  }
}
