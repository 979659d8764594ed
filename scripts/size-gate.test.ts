// The size gate catches what it promises: a planted long file and long functions (declaration, arrow, method,
// React component) fail it, in a scratch copy of the layout, and a `size-gate:` reason at the top lets each pass.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSizes, formatViolation } from './size-gate.mjs';

const GATE = resolve(import.meta.dirname, 'size-gate.mjs');

interface Violation {
  file: string;
  line: number;
  name: string | null;
  lines: number;
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function tree(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-size-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

const found = (root: string) =>
  (checkSizes(root) as Violation[]).map((v) => formatViolation(v) as string).sort();

/** Runs the gate as `npm run lint` does: its exit status and what it printed. */
function run(root: string): { status: number; output: string } {
  try {
    const stdout = execFileSync(process.execPath, [GATE, root], { encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, output: stdout };
  } catch (error) {
    const e = error as { status: number; stderr: string };
    return { status: e.status, output: e.stderr };
  }
}

const lines = (n: number, text = '  total += 1;') => Array.from({ length: n }, () => text).join('\n');
const header = '// A planted file.\n';
const longFile = `${header}${lines(401, 'export {};')}\n`;
const longFunction = `${header}export function long(total: number) {\n${lines(99)}\n  return total;\n}\n`;
const longArrow = `${header}export const arrow = (total: number) => {\n${lines(99)}\n  return total;\n};\n`;
const longMethod = `${header}export class Worker {\n  run(total: number) {\n${lines(99)}\n    return total;\n  }\n}\n`;
const longComponent = `${header}export function PayForm() {\n  return (\n    <form>\n${lines(98, '      <p>x</p>')}\n    </form>\n  );\n}\n`;
const shortFunction = `${header}export function short(total: number) {\n${lines(97)}\n  return total;\n}\n`;

describe('size gate', () => {
  it('fails a file over 400 lines and each kind of function over 100, and exits non-zero', () => {
    const root = tree({
      'packages/server/src/long-file.ts': longFile,
      'packages/server/src/modules/a/long-function.ts': longFunction,
      'packages/client/src/long-arrow.ts': longArrow,
      'packages/server/src/long-method.ts': longMethod,
      'apps/web/src/pay-form.tsx': longComponent,
      'apps/web/src/short.ts': shortFunction,
    });
    expect(found(root)).toEqual([
      'apps/web/src/pay-form.tsx:2 PayForm: 104 lines (over 100)',
      'packages/client/src/long-arrow.ts:2 arrow: 102 lines (over 100)',
      'packages/server/src/long-file.ts: 402 lines (over 400)',
      'packages/server/src/long-method.ts:3 Worker.run: 102 lines (over 100)',
      'packages/server/src/modules/a/long-function.ts:2 long: 102 lines (over 100)',
    ]);
    const { status, output } = run(root);
    expect(status).toBe(1);
    expect(output).toContain('apps/web/src/pay-form.tsx:2 PayForm: 104 lines (over 100)');
    expect(output).toContain('size gate: 5 over the limits');
  }, 30_000);

  it('passes a file or a function whose top comment gives the reason, and not an empty reason', () => {
    const root = tree({
      'packages/server/src/db/migrations/0001-data.ts': `// size-gate: a migration, one table's columns\n${longFile}`,
      'packages/server/src/generated.ts': `/* size-gate: generated data (the spec's tables) */\n${longFunction}`,
      'packages/server/src/one.ts': longArrow.replace(
        'export const arrow',
        '// size-gate: one state machine, its states read best together\nexport const arrow',
      ),
      'packages/server/src/empty-reason.ts': `// size-gate:\n${longFunction}`,
    });
    expect(found(root)).toEqual(['packages/server/src/empty-reason.ts:3 long: 102 lines (over 100)']);
  });

  it('looks past tests and test kits but into every package and the web app', () => {
    const root = tree({
      'packages/server/src/cart.test.ts': longFile,
      'packages/server/src/test-support/app.ts': longFile,
      'apps/web/src/pages.test.tsx': longComponent,
      'apps/web/e2e/checkout.spec.ts': longFile,
      'bench/long.ts': longFile,
    });
    expect(found(root)).toEqual([]);
    expect(run(root).status).toBe(0);
  });
});
