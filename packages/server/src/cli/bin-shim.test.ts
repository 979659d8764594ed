// The committed `cartwright` bin shim: linked by npm before any build, runs dist/ once it exists.
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const repo = join(serverDir, '..', '..');
const shim = join(serverDir, 'bin', 'cartwright.mjs');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the shim in a package folder of its own, with or without a built CLI beside it. */
function packageWithShim(builtCli?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cartwright-bin-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'bin'));
  copyFileSync(shim, join(dir, 'bin', 'cartwright.mjs'));
  if (builtCli !== undefined) {
    mkdirSync(join(dir, 'dist', 'cli'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'cli', 'main.js'), builtCli);
  }
  return join(dir, 'bin', 'cartwright.mjs');
}

describe('the cartwright bin', () => {
  it('is the committed, executable shim, and npm links it into node_modules/.bin', () => {
    const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      files: string[];
    };
    expect(join(serverDir, pkg.bin.cartwright!)).toBe(shim);
    expect(pkg.files).toContain('bin');
    expect(readFileSync(shim, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    accessSync(shim, constants.X_OK);
    expect(realpathSync(join(repo, 'node_modules', '.bin', 'cartwright'))).toBe(realpathSync(shim));
  });

  it('says to build first, and fails, when dist/ does not exist yet', () => {
    const run = spawnSync(process.execPath, [packageWithShim(), '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('cartwright is not built yet');
    expect(run.stderr).toContain('run `npm run build` or `npm start` once');
  });

  it('runs the built CLI with the arguments and passes its exit code on', () => {
    const cli = 'process.stdout.write(JSON.stringify(process.argv.slice(2))); process.exit(3);';
    const run = spawnSync(process.execPath, [packageWithShim(cli), 'seed', '--data-dir', 'x y'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(['seed', '--data-dir', 'x y']);
    expect(run.status).toBe(3);
  });
});
