// Benchmark 5: store start-up on an empty data directory (database created, migrated, demo data)
// and on an existing one, to the moment it prints its ready line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStore } from './lib/store-process.mjs';

export async function benchStartup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cartwright-startup-'));
  try {
    const first = await startStore({ dataDir });
    await first.stop();
    const again = await startStore({ dataDir });
    await again.stop();
    return { emptyMs: Math.round(first.startupMs), existingMs: Math.round(again.startupMs) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
