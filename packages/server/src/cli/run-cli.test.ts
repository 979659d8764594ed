// The CLI framework in-process: dispatch, help, --json, exit codes and storage handling.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/data-dir-lock.js';
import type { Command } from './command.js';
import { commands } from './commands/index.js';
import { runCli } from './run-cli.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Commands written for these tests, to exercise the framework apart from the real ones. */
const probe: Command = {
  name: 'db probe',
  summary: 'Answers from the opened database',
  options: { label: { type: 'string', description: 'A label', required: true } },
  async run({ db, options }) {
    const { rows } = await sql<{ answer: number }>`select 41 + 1 as answer`.execute(db);
    return { label: options.label, answer: rows[0]?.answer };
  },
  format: (result) => `${result.label}: ${result.answer}`,
};
const db: Command = {
  name: 'db',
  summary: 'Fails on purpose',
  options: {},
  async run() {
    throw new Error('Something broke');
  },
};
const testCommands = [probe, db];

async function run(argv: string[], list: readonly Command[] = testCommands, env = {}) {
  let out = '';
  let err = '';
  const code = await runCli(list, argv, { out: (t) => (out += t), err: (t) => (err += t), env });
  return { code, out, err };
}

describe('runCli', () => {
  it('prints the command list for --help (exit 0) and for no command (exit 2, stderr)', async () => {
    const help = await run(['--help'], commands);
    expect(help.code).toBe(0);
    for (const name of ['start', 'client create', 'api-key create', 'owner create', 'seed']) {
      expect(help.out).toContain(`  ${name}`);
    }
    const none = await run([], commands);
    expect(none).toMatchObject({ code: 2, out: '' });
    expect(none.err).toContain('Usage: cartwright <command>');
  });

  it('prints a command help generated from its options', async () => {
    const { code, out } = await run(['start', '--help'], commands);
    expect(code).toBe(0);
    expect(out).toContain('Usage: cartwright start [options]');
    expect(out).toMatch(/--port <value> +Port to listen on .*\(env PORT\)/);
    expect(out).toMatch(/--data-dir <value> +Embedded database folder/);
    expect(out).toContain('--json');
  });

  it('answers unknown commands and bad options with exit code 2', async () => {
    expect(await run(['frobnicate'])).toMatchObject({ code: 2 });
    const bad = await run(['db', 'probe', '--nope']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('Unknown option: --nope');
    expect((await run(['db', 'probe'])).err).toContain('Missing required option --label');
    const config = await run(['start', '--port', 'abc'], commands);
    expect(config.code).toBe(2);
    expect(config.err).toContain('Invalid --port "abc"');
  });

  it('opens and migrates storage for the command, formats or prints JSON, and releases the lock', async () => {
    const dataDir = join(dir, 'data');
    const text = await run(['db', 'probe', '--label', 'x', '--data-dir', dataDir]);
    expect(text).toMatchObject({ code: 0, out: 'x: 42\n' });
    const json = await run(['db', 'probe', '--label=y', '--json'], testCommands, { DATA_DIR: dataDir });
    expect(JSON.parse(json.out)).toEqual({ label: 'y', answer: 42 });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('fails with exit code 1 and the error message when the command fails', async () => {
    const failed = await run(['db', '--data-dir', join(dir, 'data')]);
    expect(failed).toMatchObject({ code: 1, out: '', err: 'Error: Something broke\n' });
    const json = await run(['db', '--json', '--data-dir', join(dir, 'data')]);
    expect(JSON.parse(json.err)).toEqual({ error: 'Something broke' });
  });

  it('fails fast without touching the database when another live process holds the data directory', async () => {
    const dataDir = join(dir, 'locked');
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir);
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(join(dataDir, LOCK_FILE), String(process.ppid));
    const locked = await run(['db', 'probe', '--label', 'x', '--data-dir', dataDir]);
    expect(locked.code).toBe(1);
    expect(locked.err).toBe(
      `Error: The data directory ${dataDir} is in use by another Cartwright process (pid ${process.ppid}). Stop it or use --data-dir.\n`,
    );
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });
});
