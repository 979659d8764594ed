// Every TypeScript block in README.md and docs/ compiles against the workspace packages as they are.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { codeBlocks, docFiles, repoRoot } from './doc-code-blocks.js';

// Inside the repository, so `@cartwright/*` resolve to the workspace sources; hidden from tsc -p tests.
const dir = join(repoRoot, 'tests', 'docs', `.blocks-${process.pid}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const blocks = docFiles().flatMap(codeBlocks);

function compile(): Map<string, string[]> {
  mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  for (const block of blocks.filter((b) => !b.fragment)) {
    const file = join(dir, `${block.where.replace(/[/.:]/g, '-')}.${block.lang}`);
    // A block without imports would be a script; `export {}` makes it a module, as the reader's file is.
    writeFileSync(file, `${block.code}\nexport {};\n`);
    files.set(file, block.where);
  }
  const program = ts.createProgram([...files.keys()], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    customConditions: ['@cartwright/source'],
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noUncheckedIndexedAccess: true,
    verbatimModuleSyntax: true,
    skipLibCheck: true,
    types: ['node'],
    noEmit: true,
  });
  const errors = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const where = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
    if (!where || diagnostic.start === undefined) continue;
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    errors.set(where, [...(errors.get(where) ?? []), `block line ${line + 1}: ${message}`]);
  }
  return errors;
}

describe('code blocks in the docs', () => {
  it('finds the blocks, and few are fragments', () => {
    expect(blocks.filter((b) => b.where.startsWith('README.md:'))).toHaveLength(1);
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    expect(blocks.filter((b) => b.fragment).length).toBeLessThanOrEqual(2);
  });

  it('compile as written', () => {
    expect(Object.fromEntries(compile())).toEqual({});
  }, 120_000);
});
