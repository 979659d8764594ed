// One process per embedded data directory: PGlite would corrupt files shared by two processes.
//
// Why a lock file that names its process, and how a dead holder is told from a live one:
// Node has no flock/fcntl in core, a native addon is not worth one lock, and PGlite takes no lock of
// its own (its Node file system is plain emscripten NODEFS). So the lock file records who holds it:
// the pid and, on Linux, what makes a process unique on this machine: its start time (field 22 of
// /proc/<pid>/stat, in clock ticks since boot), the boot id and its pid namespace. A lock is stale,
// and taken over, when
//   - its pid is our own and this process does not hold it: a restart that got the same pid, as PID 1
//     of a container does after a crash (kill -9 gives no chance to remove the file);
//   - it was written in an earlier boot, or in another pid namespace (the previous run of a container:
//     its pids mean nothing here);
//   - no process has its pid, or the process that has it started at another time: the pid was reused
//     by an unrelated process.
// The start time identifies the process itself, so no command-line marker is needed, and an
// application that embeds the server under its own name is protected the same way.
// Where /proc is missing (macOS) the check falls back to "the pid is alive and not ours".
// Limit: a pid namespace cannot see another's processes, so two containers with separate pid
// namespaces sharing one data directory at the same time are not kept apart; give each its own.
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeSync,
} from 'node:fs';
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

/** What the lock file holds; `start`, `boot` and `ns` are absent where /proc is missing. */
export interface LockHolder {
  pid: number;
  start?: string;
  boot?: string;
  ns?: string;
}

/** Lock files this process holds: the only case where a lock naming our own pid is live. */
const heldHere = new Set<string>();

function readText(path: string, read: (path: string) => string = (p) => readFileSync(p, 'utf8')) {
  try {
    return read(path).trim();
  } catch {
    return undefined;
  }
}

/** Start time of a process in clock ticks since boot; undefined when it does not exist or /proc is missing. */
function startTimeOf(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

/** This process as the lock file records it. */
export function currentHolder(): LockHolder {
  const start = startTimeOf(process.pid);
  if (start === undefined) return { pid: process.pid };
  const boot = readText('/proc/sys/kernel/random/boot_id');
  const ns = readText('/proc/self/ns/pid', readlinkSync);
  return { pid: process.pid, start, ...(boot ? { boot } : {}), ...(ns ? { ns } : {}) };
}

/** Reads a lock file: the JSON record, or a bare pid as older versions wrote it. */
function readHolder(file: string): LockHolder | undefined {
  const text = readText(file);
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const record = JSON.parse(text) as LockHolder;
    if (!Number.isInteger(record.pid) || record.pid <= 0) return undefined;
    return record;
  } catch {
    return undefined;
  }
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

/** Whether the process a lock file names still runs and holds it (see the file header). */
function isLive(holder: LockHolder, file: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  const self = currentHolder();
  if (self.start !== undefined && holder.start !== undefined) {
    if (holder.boot !== self.boot || holder.ns !== self.ns) return false;
    return startTimeOf(holder.pid) === holder.start;
  }
  return isAlive(holder.pid);
}

/**
 * Creates `<dataDir>/cartwright.lock` naming this process. A stale lock (see the file header) is
 * taken over; a live one throws DataDirLockedError before the database is touched. The lock is also
 * removed when the process exits.
 * @example const lock = acquireDataDirLock('./data'); try { … } finally { lock.release(); }
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  // The real path: two spellings of one directory (a symlink, a relative path) are one lock.
  const file = join(realpathSync(dataDir), LOCK_FILE);
  const record = JSON.stringify(currentHolder());
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createWhole(file, record)) {
      heldHere.add(file);
      return ownedLock(file);
    }
    const text = readText(file);
    const holder = readHolder(file);
    if (holder && isLive(holder, file)) throw new DataDirLockedError(dataDir, holder.pid);
    // Stale, or unreadable: remove it unless another process has just replaced it, and try again.
    if (readText(file) === text) rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}`);
}

/**
 * Creates the file with its whole content at once (a hard link from a finished temporary file), so
 * a reader never mistakes a lock being written for an empty, stale one. False when it exists.
 */
function createWhole(file: string, content: string): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    // A file system without hard links: exclusive create, then write.
    return createExclusive(file, content);
  } finally {
    rmSync(temporary, { force: true });
  }
}

function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function ownedLock(file: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(file);
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}
