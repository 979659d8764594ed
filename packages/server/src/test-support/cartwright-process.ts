// The `cartwright` executable as a real child process, built from the current source.
//
// How the CLI is run: esbuild bundles src/cli/main.ts (with the `@cartwright/source` condition, so
// workspace packages come from their TypeScript sources) into node_modules/.cache, where the
// third-party imports it leaves external resolve from the repository's node_modules. That runs the
// current source in plain `node` in about a second, without depending on a prior `tsc` build or on
// other packages' dist folders, and it exercises the same top-level code as the built bin.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

export interface CartwrightRun {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

export interface CartwrightProcesses {
  /** Runs `cartwright <args>`; `prefix` is a command to run it under (e.g. `unshare …`). */
  run(args: string[], prefix?: string[]): CartwrightRun;
  /** Kills what is still running and removes the bundle. */
  close(): void;
}

/** Bundles the CLI once; call in beforeAll and `close()` in afterAll. */
export async function cartwrightProcesses(): Promise<CartwrightProcesses> {
  const cache = join(repo, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const bundleDir = mkdtempSync(join(cache, 'cartwright-cli-'));
  const cli = join(bundleDir, 'main.mjs');
  await build({
    entryPoints: [join(repo, 'packages/server/src/cli/main.ts')],
    outfile: cli,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@cartwright/source'],
    logLevel: 'error',
    plugins: [
      {
        name: 'external-dependencies',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@cartwright/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const children: ChildProcess[] = [];
  return {
    run(args, prefix = []) {
      const [command, ...rest] = [...prefix, process.execPath, cli, ...args] as [string, ...string[]];
      const child = spawn(command, rest, {
        env: { ...process.env, LOG_FORMAT: 'json', DATABASE_URL: '', DATA_DIR: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (chunk) => (stdout += chunk));
      child.stderr!.on('data', (chunk) => (stderr += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      return { child, stdout: () => stdout, stderr: () => stderr, exited };
    },
    close() {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(bundleDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the `start` ready line and answers the URL it names. */
export async function ready(run: CartwrightRun): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /^Cartwright listening on (http:\/\/\S+)\n/.exec(run.stdout());
    if (match) return match[1]!;
    if (run.child.exitCode !== null) throw new Error(`start exited early: ${run.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`start never became ready: ${run.stderr()}`);
}
