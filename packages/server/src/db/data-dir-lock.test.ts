// The data-directory lock: a live holder blocks a second opener at once; a dead one, a reused pid or
// our own pid after a restart is taken over, including after kill -9 of a real server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CartwrightProcesses, cartwrightProcesses, ready } from '../test-support/cartwright-process.js';
import {
  acquireDataDirLock,
  currentHolder,
  DataDirLockedError,
  LOCK_FILE,
  type LockHolder,
} from './data-dir-lock.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => join(dir, LOCK_FILE);
const readLock = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as LockHolder;
const writeLock = (holder: LockHolder | string) =>
  writeFileSync(lockFile(), typeof holder === 'string' ? holder : JSON.stringify(holder));
const lockedMessage = (pid: number) =>
  `The data directory ${dir} is in use by another Cartwright process (pid ${pid}). Stop it or use --data-dir.`;

/** A real process that is alive until stopped, or one that has already exited. */
async function otherProcess(keepAlive: boolean): Promise<{ pid: number; stop(): void }> {
  const child = spawn(keepAlive ? 'sleep' : 'true', keepAlive ? ['600'] : [], { stdio: 'ignore' });
  const pid = child.pid!;
  if (!keepAlive) await new Promise((resolve) => child.on('exit', resolve));
  return { pid, stop: () => child.kill('SIGKILL') };
}

function startTimeOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

describe('acquireDataDirLock', () => {
  it('records this process (pid, start time, boot and pid namespace) and removes the file on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(readLock()).toEqual({
      pid: process.pid,
      start: startTimeOf(process.pid),
      boot: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
      ns: expect.stringMatching(/^pid:\[\d+\]$/),
    });
    lock.release();
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a second lock on the same directory in the same process, and allows it after release', () => {
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(lockedMessage(process.pid));
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('treats another spelling of the same directory (a symlink) as the same lock', () => {
    const link = join(tmpdir(), `cartwright-lock-link-${process.pid}`);
    symlinkSync(dir, link);
    try {
      const lock = acquireDataDirLock(dir);
      expect(() => acquireDataDirLock(link)).toThrow(DataDirLockedError);
      lock.release();
    } finally {
      rmSync(link);
    }
  });

  it('fails at once with a clear message while another live process holds it', async () => {
    const other = await otherProcess(true);
    try {
      const holder = { ...currentHolder(), pid: other.pid, start: startTimeOf(other.pid) };
      writeLock(holder);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(lockedMessage(other.pid));
      expect(readLock()).toEqual(holder);
      // A lock written by an older version holds only the pid: a live pid still blocks.
      writeLock(String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(lockedMessage(other.pid));
    } finally {
      other.stop();
    }
  });

  it('takes over a lock whose pid now belongs to an unrelated live process (pid reuse)', async () => {
    const unrelated = await otherProcess(true);
    try {
      // The holder died and `sleep` got its pid: same pid, another start time.
      const started = Number(startTimeOf(unrelated.pid));
      writeLock({ ...currentHolder(), pid: unrelated.pid, start: String(started - 1) });
      const lock = acquireDataDirLock(dir);
      expect(readLock().pid).toBe(process.pid);
      lock.release();
    } finally {
      unrelated.stop();
    }
  });

  it('takes over a lock naming our own pid that this process does not hold (a restart with the same pid)', () => {
    // What PID 1 of a restarted container finds; simulated here with this process's own record.
    writeLock(currentHolder());
    const lock = acquireDataDirLock(dir);
    expect(readLock()).toEqual(currentHolder());
    lock.release();
    writeLock(String(process.pid));
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock from an earlier boot or another pid namespace, even if the pid is alive here', async () => {
    const other = await otherProcess(true);
    try {
      const alive = { ...currentHolder(), pid: other.pid, start: startTimeOf(other.pid) };
      writeLock({ ...alive, boot: '00000000-0000-0000-0000-000000000000' });
      acquireDataDirLock(dir).release();
      writeLock({ ...alive, ns: 'pid:[1]' });
      acquireDataDirLock(dir).release();
    } finally {
      other.stop();
    }
  });

  it('takes over a stale lock whose process is gone, or an unreadable one', async () => {
    const dead = await otherProcess(false);
    for (const stale of [
      { ...currentHolder(), pid: dead.pid },
      String(dead.pid),
      'garbage',
      '',
      '{"pid":-4}',
    ]) {
      writeLock(stale);
      const lock = acquireDataDirLock(dir);
      expect(readLock().pid).toBe(process.pid);
      lock.release();
    }
  });

  it('creates the data directory when it does not exist', () => {
    const nested = join(dir, 'a', 'b');
    acquireDataDirLock(nested).release();
    expect(existsSync(nested)).toBe(true);
  });
});

describe('a real server killed with kill -9', () => {
  let processes: CartwrightProcesses;
  beforeAll(async () => {
    processes = await cartwrightProcesses();
  });
  afterAll(() => processes.close());

  const startArgs = () => ['start', '--port', '0', '--no-demo', '--data-dir', dir];

  it('blocks others while it runs; after kill -9 its lock is left behind and a restart takes it over', async () => {
    const first = processes.run(startArgs());
    await ready(first);
    expect(readLock().pid).toBe(first.child.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(lockedMessage(first.child.pid!));

    first.child.kill('SIGKILL');
    await first.exited;
    expect(readLock().pid).toBe(first.child.pid);

    const restarted = processes.run(startArgs());
    const url = await ready(restarted);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(readLock().pid).toBe(restarted.child.pid);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  }, 120_000);

  // A new pid namespace makes the server PID 1, as in a container: the restart has the dead holder's pid.
  const asPid1 = ['unshare', '--user', '--map-root-user', '--fork', '--pid', '--mount-proc'];
  const canUnshare = spawnSync(asPid1[0]!, [...asPid1.slice(1), 'true']).status === 0;

  it.runIf(canUnshare)(
    'restarts as the same pid (PID 1 in a new pid namespace) after kill -9',
    async () => {
      for (let run = 0; run < 2; run++) {
        const server = processes.run(startArgs(), asPid1);
        await ready(server);
        expect(readLock().pid).toBe(1);
        // Kill the server itself (unshare's child), as the container runtime would.
        const unsharePid = server.child.pid!;
        const inner = Number(readFileSync(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8').trim());
        process.kill(inner, 'SIGKILL');
        await server.exited;
        expect(readLock().pid).toBe(1);
      }
    },
    120_000,
  );
});
