// SQL lives in repositories and *.sql.ts fragments only: no other server source file builds a Kysely query
// (selectFrom, insertInto, updateTable, deleteFrom, where, an sql`` template or an sql.ref-style helper). The
// storage layer (db/) and the query-language compiler (query/), whose job is SQL, are left out, as are tests.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = 'packages/server/src';

/** Files that may hold SQL, or are not the server's code. */
const EXEMPT = [
  /\.repository\.ts$/,
  /\.sql\.ts$/,
  /\.test\.ts$/,
  /(^|\/)test-support\//,
  /^testing\.ts$/,
  /^db\//,
  /^query\//,
];

const QUERY_BUILDING = [
  /\.(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|mergeInto|where)\(/,
  /\bsql(<[^`;]*?>)?`/,
  /\bsql\.(raw|ref|join|lit|id|table|val|value)\(/,
];

/** The source without its comments (a TSDoc example may show a query), line breaks kept. */
const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|\s)\/\/.*$/gm, '$1');

/** `path:line` of every query built outside a repository or .sql.ts file under `root`'s server sources. */
function sqlOutsideStorage(root: string): string[] {
  const base = join(root, SERVER);
  const found: string[] = [];
  for (const path of readdirSync(base, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.split('\\').join('/');
    if (!file.endsWith('.ts') || EXEMPT.some((pattern) => pattern.test(file))) continue;
    const lines = withoutComments(readFileSync(join(base, file), 'utf8')).split('\n');
    lines.forEach((line, i) => {
      if (QUERY_BUILDING.some((pattern) => pattern.test(line))) found.push(`${file}:${i + 1}`);
    });
  }
  return found;
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function planted(files: Record<string, string>): string[] {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-sql-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, SERVER, path)), { recursive: true });
    writeFileSync(join(dir, SERVER, path), source);
  }
  return sqlOutsideStorage(dir);
}

describe('SQL placement', () => {
  it('finds no query built outside a repository or .sql.ts file in the server', () => {
    expect(sqlOutsideStorage(ROOT)).toEqual([]);
  });

  it('fails queries in a service, a flow and a route, and passes repositories, fragments, tests and comments', () => {
    expect(
      planted({
        'modules/cart/cart.service.ts':
          "// db.selectFrom('carts') in a comment is fine\nexport const f = (db) =>\n  db.selectFrom('carts').selectAll();\n",
        'flows/checkout.ts': 'export const g = sql<number>`select 1`;\n',
        'health/health.routes.ts': "export const h = { by: sql.ref('p.id') };\n",
        'modules/cart/cart.repository.ts': "export const f = (db) => db.deleteFrom('carts').execute();\n",
        'modules/cart/cart-total.sql.ts': 'export const total = sql`sum(price)`;\n',
        'modules/cart/cart.service.test.ts': "await db.insertInto('carts').values(row).execute();\n",
        'modules/cart/test-support/kit.ts': "await db.updateTable('carts').set({}).execute();\n",
        'db/migrate.ts': 'await sql`create table t ()`.execute(db);\n',
        'modules/cart/cart-view.ts':
          "/**\n * @example db.selectFrom('carts')\n */\nexport const url = 'https://x.test//y';\n",
      }),
    ).toEqual(['flows/checkout.ts:1', 'health/health.routes.ts:1', 'modules/cart/cart.service.ts:3']);
  });
});
