// The import rules of .dependency-cruiser.cjs catch what they promise: each planted violation, in a small
// copy of the repository's layout, fails with its rule's name, and a clean layout passes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The rule names depcruise reports for a tree of files (path → source) under `roots`. */
function violations(files: Record<string, string>, roots: readonly string[] = ['packages']): string[] {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-deps-'));
  writeFileSync(join(dir, 'tsconfig.base.json'), '{ "compilerOptions": { "module": "NodeNext" } }');
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  let out: string;
  try {
    out = execFileSync(DEPCRUISE, [...roots, '--config', CONFIG, '--output-type', 'json'], {
      cwd: dir,
      encoding: 'utf8',
    });
  } catch (error) {
    // depcruise exits non-zero when it finds errors; the report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { summary: { violations: { rule: { name: string } }[] } };
  return report.summary.violations.map((v) => v.rule.name).sort();
}

const S = 'packages/server/src';
const face = { [`${S}/modules/products/index.ts`]: "export { getProduct } from './products.service.js';\n" };
const products = {
  ...face,
  [`${S}/modules/products/products.service.ts`]:
    "import { findProduct } from './products.repository.js';\nexport const getProduct = findProduct;\n",
  [`${S}/modules/products/products.repository.ts`]: 'export const findProduct = (id: string) => id;\n',
};

describe('dependency rules', () => {
  it('pass a module used through its face', () => {
    expect(
      violations({
        ...products,
        [`${S}/modules/cart/cart.service.ts`]:
          "import { getProduct } from '../products/index.js';\nexport const x = getProduct;\n",
      }),
    ).toEqual([]);
  }, 60_000);

  it("fail a module importing another module's repository", () => {
    expect(
      violations({
        ...products,
        [`${S}/modules/cart/cart.service.ts`]:
          "import { findProduct } from '../products/products.repository.js';\nexport const x = findProduct;\n",
      }),
    ).toEqual(['module-face-only']);
  }, 60_000);

  it("fail a face re-exporting its repository's functions or its table's rows", () => {
    expect(
      violations({
        ...products,
        [`${S}/modules/products/index.ts`]:
          "export { getProduct } from './products.service.js';\nexport { findProduct } from './products.repository.js';\nexport type { ProductRow } from './products.table.js';\n",
        [`${S}/modules/products/products.table.ts`]: 'export type ProductRow = { id: string };\n',
      }),
    ).toEqual(['face-hands-out-no-storage', 'face-hands-out-no-storage']);
  }, 60_000);

  it('fail a type-only cycle', () => {
    expect(
      violations({
        [`${S}/a.ts`]: "import type { B } from './b.js';\nexport type A = { b?: B };\n",
        [`${S}/b.ts`]: "import type { A } from './a.js';\nexport type B = { a?: A };\n",
      }),
    ).toEqual(['no-circular']);
  }, 60_000);

  it('fail a service importing http/, a module importing a flow, and the client importing the server', () => {
    expect(
      violations({
        [`${S}/http/read-cache.ts`]: 'export class Unkept {}\n',
        [`${S}/flows/checkout.ts`]: 'export const checkout = 1;\n',
        [`${S}/modules/cart/cart.service.ts`]:
          "import { Unkept } from '../../http/read-cache.js';\nimport { checkout } from '../../flows/checkout.js';\nexport const x = [Unkept, checkout];\n",
        'packages/client/src/cart.ts':
          "import { Unkept } from '../../server/src/http/read-cache.js';\nexport const y = Unkept;\n",
      }),
    ).toEqual(['client-below-react', 'modules-below-flows', 'no-http-in-services']);
  }, 60_000);

  it('fail http/ importing a module or a flow, but not its tests', () => {
    expect(
      violations({
        ...products,
        [`${S}/flows/checkout.ts`]: 'export const checkout = 1;\n',
        [`${S}/http/resolve-caller.ts`]:
          "import { getProduct } from '../modules/products/index.js';\nexport const x = getProduct;\n",
        [`${S}/http/endpoint.ts`]:
          "import { checkout } from '../flows/checkout.js';\nexport const y = checkout;\n",
        [`${S}/http/endpoint.test.ts`]:
          "import { getProduct } from '../modules/products/index.js';\nexport const z = getProduct;\n",
      }),
    ).toEqual(['http-imports-no-module', 'http-imports-no-module']);
  }, 60_000);

  const cart = {
    [`${S}/modules/cart/cart.table.ts`]: 'export interface StoredCart { id: string }\n',
    [`${S}/modules/cart/writes/cart-snapshots.ts`]:
      "import type { StoredCart } from '../cart.table.js';\nexport class CartSnapshots { last?: StoredCart }\n",
  };

  it('pass deps.ts naming a cache by an interface over the cached shapes', () => {
    const deps =
      "import type { StoredCart } from './cached-shapes.js';\n" +
      'export interface AppDeps { cartSnapshots: { keep(stored: StoredCart): void } }\n';
    const shapes = 'export interface StoredCart { lines: string[] }\n';
    expect(violations({ ...cart, [`${S}/cached-shapes.ts`]: shapes, [`${S}/deps.ts`]: deps })).toEqual([]);
  }, 60_000);

  it("fail deps.ts naming a module's cache class, a module's row type or http/'s read cache", () => {
    const deps =
      "import type { CartSnapshots } from './modules/cart/writes/cart-snapshots.js';\n" +
      "import type { CartRow } from './modules/cart/cart.table.js';\n" +
      "import type { ReadCache } from './http/read-cache.js';\n" +
      'export interface AppDeps { cartSnapshots: CartSnapshots; row: CartRow; readCache: ReadCache }\n';
    const files = {
      ...cart,
      [`${S}/modules/cart/cart.table.ts`]: 'export interface CartRow { id: string }\n',
      [`${S}/http/read-cache.ts`]: 'export class ReadCache {}\n',
      [`${S}/deps.ts`]: deps,
    };
    expect(violations(files)).toEqual([
      'deps-names-no-module',
      'deps-names-no-module',
      'deps-names-no-module',
    ]);
  }, 60_000);

  const W = 'apps/web/src';
  const kit = {
    [`${W}/ui/forms/field.tsx`]: 'export const Field = 1;\n',
    [`${W}/admin/products/product-form.tsx`]:
      "import { Field } from '../../ui/forms/field.js';\nexport const ProductForm = Field;\n",
  };

  it('pass admin, account and the kit each importing the kit', () => {
    const account = {
      [`${W}/account/slug-section.tsx`]:
        "import { Field } from '../ui/forms/field.js';\nexport const SlugSection = Field;\n",
    };
    expect(violations({ ...kit, ...account }, ['apps'])).toEqual([]);
  }, 60_000);

  it('fail account, sign-in or the kit importing admin/, and the kit importing a screen', () => {
    expect(
      violations(
        {
          ...kit,
          [`${W}/admin/toast.tsx`]: 'export const useToast = 1;\n',
          [`${W}/account/slug-section.tsx`]:
            "import { useToast } from '../admin/toast.js';\nexport const SlugSection = useToast;\n",
          [`${W}/auth/login-page.tsx`]:
            "import { useToast } from '../admin/toast.js';\nexport const LoginPage = useToast;\n",
          [`${W}/storefront/home.tsx`]: 'export const Home = 1;\n',
          [`${W}/ui/entities/entity-list.tsx`]:
            "import { Home } from '../../storefront/home.js';\nexport const EntityList = Home;\n",
        },
        ['apps'],
      ),
    ).toEqual(['screens-not-admin', 'screens-not-admin', 'ui-knows-no-screen']);
  }, 60_000);
});
