// Each package's own `npm run build` builds the workspace packages it imports first, so it works on a fresh
// clone (issue: the client's build failed with TS7016 until the contracts were built by hand).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as {
    name: string;
    scripts: { build: string };
    dependencies?: Record<string, string>;
  };

describe('package builds', () => {
  const packages = readdirSync(join(root, 'packages'));
  const names = new Map(packages.map((dir) => [manifest(dir).name, dir]));

  it.each(packages)('%s builds the workspace packages it depends on first', (dir) => {
    const { scripts, dependencies = {} } = manifest(dir);
    const needed = Object.keys(dependencies)
      .filter((name) => names.has(name))
      .map((name) => names.get(name)!);
    // The client inlines the contracts into its own dist, yet its tsc still reads their declarations.
    if (dir === 'client') needed.push('contracts');
    const first =
      /^node \.\.\/\.\.\/scripts\/build-first\.mjs ([\w -]+?) && /.exec(scripts.build)?.[1]?.split(' ') ?? [];
    expect(first.sort()).toEqual([...new Set(needed)].sort());
  });
});
