// A server module's face (modules/<name>/index.ts) re-exports services and camelCase domain types by name: no
// name ending in `Row`, nothing from a *.repository.ts or *.table.ts, no `export *` that would hide what it
// hands out. The face-hands-out-no-storage rule of .dependency-cruiser.cjs sees the files; this sees the names.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const MODULES = 'packages/server/src/modules';

/** What a face must not do, one line per export statement that does it. */
function faceProblems(face: string, source: string): string[] {
  const file = ts.createSourceFile(face, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const problems: string[] = [];
  const line = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier;
      if (from && ts.isStringLiteral(from) && /\.(repository|table)(\.js)?$/.test(from.text)) {
        problems.push(`${face}:${line(statement)} re-exports from ${from.text}`);
      }
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) {
        problems.push(`${face}:${line(statement)} exports * instead of names`);
        continue;
      }
      for (const element of clause.elements) {
        if (element.name.text.endsWith('Row')) {
          problems.push(`${face}:${line(element)} exports a row type, ${element.name.text}`);
        }
      }
    } else if (ts.canHaveModifiers(statement)) {
      const exported = ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (exported) problems.push(`${face}:${line(statement)} declares instead of re-exporting by name`);
    }
  }
  return problems;
}

/** The problems of every face under `root`'s server modules (a module no one imports needs none). */
function allFaceProblems(root: string): string[] {
  const base = join(root, MODULES);
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(base, entry.name, 'index.ts')))
    .map((entry) => `${entry.name}/index.ts`)
    .sort()
    .flatMap((face) => faceProblems(face, readFileSync(join(base, face), 'utf8')));
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function planted(files: Record<string, string>): string[] {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-faces-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, MODULES, path)), { recursive: true });
    writeFileSync(join(dir, MODULES, path), source);
  }
  return allFaceProblems(dir);
}

describe('module faces', () => {
  it('hand out services and domain types only, by name', () => {
    expect(allFaceProblems(ROOT)).toEqual([]);
  });

  it('fail a row type, a repository or table re-export, export * and a declaration', () => {
    expect(
      planted({
        'members/index.ts': [
          '// The members face.',
          "export { createMember, type MemberRecord } from './members.service.js';",
          "export { findMember } from './members.repository.js';",
          "export type { MembersTable } from './members.table.js';",
          "export { type MemberRow } from './member-view.js';",
          "export * from './member-status.js';",
          'export const MEMBER_FIELDS = [];',
          '',
        ].join('\n'),
        'cart/cart.service.ts': 'export const addToCart = 1;\n',
        'store/index.ts': "export { getStoreCurrency, storeCurrencySql } from './store.service.js';\n",
      }),
    ).toEqual([
      'members/index.ts:3 re-exports from ./members.repository.js',
      'members/index.ts:4 re-exports from ./members.table.js',
      'members/index.ts:5 exports a row type, MemberRow',
      'members/index.ts:6 exports * instead of names',
      'members/index.ts:7 declares instead of re-exporting by name',
    ]);
  });
});
