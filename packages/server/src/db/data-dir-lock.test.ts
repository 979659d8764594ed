// The data-directory lock: a live holder blocks a second opener at once; a dead one is taken over.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A real process that is alive until killed, and one that has already exited. */
async function otherProcess(keepAlive: boolean): Promise<{ pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['-e', keepAlive ? 'setInterval(() => {}, 1000)' : ''], {
    stdio: 'ignore',
  });
  const pid = child.pid!;
  if (!keepAlive) await new Promise((resolve) => child.on('exit', resolve));
  return { pid, stop: () => child.kill() };
}

describe('acquireDataDirLock', () => {
  it('writes our pid and removes the file on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('fails at once with a clear message while another live process holds it', async () => {
    const other = await otherProcess(true);
    try {
      writeFileSync(join(dir, LOCK_FILE), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `The data directory ${dir} is in use by another Cartwright process (pid ${other.pid}). Stop it or use --data-dir.`,
      );
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(other.pid));
    } finally {
      other.stop();
    }
  });

  it('takes over a stale lock whose process is gone, or an unreadable one', async () => {
    const dead = await otherProcess(false);
    writeFileSync(join(dir, LOCK_FILE), String(dead.pid));
    acquireDataDirLock(dir).release();
    writeFileSync(join(dir, LOCK_FILE), 'garbage');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('creates the data directory when it does not exist', () => {
    const nested = join(dir, 'a', 'b');
    acquireDataDirLock(nested).release();
    expect(existsSync(nested)).toBe(true);
  });
});
