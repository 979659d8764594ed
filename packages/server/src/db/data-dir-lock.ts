// One process per embedded data directory: PGlite would corrupt files shared by two processes.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'cartwright.lock';

/** Another live process holds the data directory; the CLI exits with code 1. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Cartwright process (pid ${pid}). Stop it or use --data-dir.`,
    );
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates `<dataDir>/cartwright.lock` (O_EXCL) holding this pid. A lock whose process is gone is
 * taken over; a live one throws DataDirLockedError before the database is touched. The lock is also
 * removed when the process exits.
 * @example const lock = acquireDataDirLock('./data'); try { … } finally { lock.release(); }
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(file);
      if (pid !== undefined && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      // Stale (dead owner, or a half-written file): remove it and try again.
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return ownedLock(file);
  }
  throw new Error(`Could not take the lock ${file}`);
}

function ownedLock(file: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}
