// The TypeScript code blocks of README.md and docs/*.md, as the docs tests read them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');

export interface CodeBlock {
  /** Where it is, as `docs/sdk.md:9` (the line of the opening fence). */
  where: string;
  lang: 'ts' | 'tsx';
  /** A block marked ```ts fragment on purpose shows part of a program and is not compiled. */
  fragment: boolean;
  code: string;
}

/** The Markdown files whose code must compile: the README and every page of docs/. */
export function docFiles(): string[] {
  const docs = readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** Every ```ts and ```tsx block of `file` (relative to the repository). */
export function codeBlocks(file: string): CodeBlock[] {
  const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  let open: { line: number; info: string[]; body: string[] } | undefined;
  for (const [index, line] of lines.entries()) {
    const fence = /^```(.*)$/.exec(line.trim());
    if (!fence) {
      open?.body.push(line);
      continue;
    }
    if (!open) {
      open = { line: index + 1, info: fence[1]!.trim().split(/\s+/), body: [] };
      continue;
    }
    const [lang, ...flags] = open.info;
    if (lang === 'ts' || lang === 'tsx') {
      blocks.push({
        where: `${file}:${open.line}`,
        lang,
        fragment: flags.includes('fragment'),
        code: open.body.join('\n'),
      });
    }
    open = undefined;
  }
  return blocks;
}
