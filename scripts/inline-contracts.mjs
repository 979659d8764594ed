// Makes a built package stand alone: the `@cartwright/contracts` modules its JavaScript imports are copied into
// `dist/contracts/` (each module as built, so bundlers still drop the unused ones), and the wire types its
// declarations import from the contracts' root are written out in `dist/contracts/index.d.ts` with no TypeBox.
// Then the package needs no `@cartwright/contracts` (nor TypeBox) at install. Run after `tsc` in the package:
//   node ../../scripts/inline-contracts.mjs
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { contractTypes } from './contract-types.mjs';

const CONTRACTS = new URL('../packages/contracts/', import.meta.url).pathname;
// `from '…'`, `import '…'`, and the inline `import("…")` types tsc writes into declarations.
const SPECIFIER = /(from\s+|import\s*\(\s*|import\s+)(['"])(@cartwright\/contracts(?:\/[\w-]+)?)\2/g;
const dist = join(process.cwd(), 'dist');
const target = join(dist, 'contracts');
const contractsDist = join(CONTRACTS, 'dist');
const { exports } = JSON.parse(readFileSync(join(CONTRACTS, 'package.json'), 'utf8'));

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const outputs = files(dist).filter((file) => /\.(js|d\.ts)$/.test(file) && !file.startsWith(target));

const TYPEBOX = /from\s+['"]@sinclair\/typebox/;
const copied = new Set();
const rootTypes = new Set();

/** Adds the names of an `import type { … }` / `export type { … }` list to the wire types to write out. */
function addRootTypes(list) {
  for (const item of list.split(',')) {
    const name = item
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)[0];
    if (name) rootTypes.add(name);
  }
}

/**
 * Copies a contracts module (JavaScript and declarations) and, recursively, the modules it imports. A
 * declaration file's type imports from a schema module (one that imports TypeBox) go to the written-out wire
 * types instead; JavaScript must not reach a schema module at all.
 */
function copyModule(jsPath) {
  if (copied.has(jsPath)) return;
  copied.add(jsPath);
  for (const file of [jsPath, jsPath.replace(/\.js$/, '.d.ts')]) {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.js') && TYPEBOX.test(text)) {
      throw new Error(`${relative(contractsDist, file)} imports TypeBox; the client must not import it`);
    }
    const to = join(target, relative(contractsDist, file));
    const rewritten = text.replace(
      /((?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+|(?:import|export)\s+\*\s+from\s+|import\s+)(['"])([^'"]+)\3/g,
      (whole, head, list, quote, specifier) => {
        if (!specifier.startsWith('.'))
          throw new Error(`${relative(contractsDist, file)} imports ${specifier}`);
        const imported = join(dirname(jsPath), specifier);
        const schemas = TYPEBOX.test(readFileSync(imported.replace(/\.js$/, '.d.ts'), 'utf8'));
        if (!(file.endsWith('.d.ts') && schemas && list !== undefined)) {
          copyModule(imported);
          return whole;
        }
        addRootTypes(list);
        const path = relative(dirname(to), join(target, 'index.js'));
        return `${head}${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
      },
    );
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, rewritten);
  }
}

for (const file of outputs) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(SPECIFIER, (_whole, keyword, quote, specifier) => {
    const subpath = specifier === '@cartwright/contracts' ? '.' : `./${specifier.split('/').at(-1)}`;
    let to;
    if (subpath === '.') {
      if (file.endsWith('.js'))
        throw new Error(`${relative(dist, file)} imports values from the contracts' root`);
      to = join(target, 'index.js');
    } else {
      if (!exports[subpath]) throw new Error(`${specifier} is not a contracts subpath`);
      to = join(target, exports[subpath].default.replace('./dist/', ''));
      copyModule(join(CONTRACTS, exports[subpath].default));
    }
    const path = relative(dirname(file), to);
    return `${keyword}${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
  });
  if (file.endsWith('.d.ts')) {
    const imports = text.matchAll(
      /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@cartwright\/contracts'/g,
    );
    for (const [, list] of imports) addRootTypes(list);
    for (const [, name] of text.matchAll(/import\("@cartwright\/contracts"\)\.(\w+)/g)) rootTypes.add(name);
  }
  if (rewritten !== text) writeFileSync(file, rewritten);
}

if (rootTypes.size > 0) {
  const options = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  };
  const declarations = contractTypes(join(contractsDist, 'index.d.ts'), [...rootTypes].sort(), options);
  if (/TypeBox|\bT[A-Z]\w*<|Static</.test(declarations)) {
    throw new Error('a contracts type kept a TypeBox type; the printer does not know its form');
  }
  mkdirSync(target, { recursive: true });
  // The `./wire` entry: types only, so its module is empty.
  writeFileSync(join(target, 'index.js'), 'export {};\n');
  writeFileSync(
    join(target, 'index.d.ts'),
    `// The wire types of @cartwright/contracts this package uses, written out (generated at build).\n\n${declarations}\n`,
  );
}
if (!existsSync(target)) mkdirSync(target);
console.log(
  `inlined ${copied.size} contracts modules and ${rootTypes.size} wire types into ${relative(process.cwd(), target)}`,
);
