// The module map catches what it promises: in a scratch copy of the layout, files collapse into their rooms
// (tests left out), the written map checks clean, and a planted import it does not show fails the check.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMap, MAP_FILE, roomGraph, roomOf, writeMap } from './module-map.mjs';

const SCRIPT = resolve(import.meta.dirname, 'module-map.mjs');
const S = 'packages/server/src';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function tree(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-map-'));
  writeFileSync(join(dir, 'tsconfig.base.json'), '{ "compilerOptions": { "module": "NodeNext" } }');
  mkdirSync(join(dir, 'docs'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

const store = {
  [`${S}/modules/products/index.ts`]: "export { getProduct } from './products.service.js';\n",
  [`${S}/modules/products/products.service.ts`]: 'export const getProduct = (id: string) => id;\n',
  [`${S}/modules/cart/index.ts`]: "export { addToCart } from './cart.service.js';\n",
  [`${S}/modules/cart/cart.service.ts`]:
    "import { getProduct } from '../products/index.js';\nexport const addToCart = getProduct;\n",
  [`${S}/modules/cart/cart.service.test.ts`]:
    "import { x } from '../../http/x.js';\nimport { addToCart } from './cart.service.js';\nexport const t = [x, addToCart];\n",
  [`${S}/flows/create-checkout.ts`]:
    "import { addToCart } from '../modules/cart/index.js';\nexport const createCheckout = addToCart;\n",
  [`${S}/http/x.ts`]: 'export const x = 1;\n',
  [`${S}/routes.ts`]:
    "import { createCheckout } from './flows/create-checkout.js';\nexport const routes = [createCheckout];\n",
};

/** Runs the check as `npm run lint` does: its exit status and what it printed. */
function runCheck(root: string): { status: number; output: string } {
  try {
    const stdout = execFileSync(process.execPath, [SCRIPT, '--check', root], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { status: 0, output: stdout };
  } catch (error) {
    const e = error as { status: number; stderr: string };
    return { status: e.status, output: e.stderr };
  }
}

describe('module map', () => {
  it('names the room of a file: a module, a folder, or a root file', () => {
    expect(roomOf(`${S}/modules/cart/cart.service.ts`)).toBe('modules/cart');
    expect(roomOf(`${S}/modules/products/variants/variants.repository.ts`)).toBe('modules/products');
    expect(roomOf(`${S}/flows/create-checkout.ts`)).toBe('flows');
    expect(roomOf(`${S}/routes.ts`)).toBe('routes.ts');
  });

  it('collapses the imports into rooms, leaving tests out', () => {
    const root = tree(store);
    expect(Object.fromEntries(roomGraph(root))).toEqual({
      flows: ['modules/cart'],
      http: [],
      'modules/cart': ['modules/products'],
      'modules/products': [],
      'routes.ts': ['flows'],
    });
  }, 60_000);

  it('checks clean once written, and fails on an import the committed map does not show', () => {
    const root = tree(store);
    expect(runCheck(root).status).toBe(1);
    writeMap(root);
    const map = readFileSync(join(root, MAP_FILE), 'utf8');
    expect(map).toContain('| `modules/cart` | `modules/products` |');
    expect(map).toContain('  modules_cart --> modules_products');
    expect(checkMap(root)).toEqual([]);
    expect(runCheck(root).status).toBe(0);

    writeFileSync(
      join(root, `${S}/modules/products/products.service.ts`),
      "import { x } from '../../http/x.js';\nexport const getProduct = (id: string) => id + x;\n",
    );
    expect(checkMap(root)).toEqual(['- | `modules/products` | — |', '+ | `modules/products` | `http` |']);
    const { status, output } = runCheck(root);
    expect(status).toBe(1);
    expect(output).toContain('run `npm run deps:graph`');
    expect(output).toContain('+ | `modules/products` | `http` |');
  }, 60_000);
});
