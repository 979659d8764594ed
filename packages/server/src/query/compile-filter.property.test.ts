// Property test: random filters over random catalogs select the same rows in SQL as in memory.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { compileFilter } from './compile-filter.js';
import type { QueryFieldType } from './query-fields.js';
import { evaluateFilter } from './test-support/evaluate-filter.js';
import { createItemsTable, ITEM_FIELDS, loadItems, selectIds } from './test-support/items-table.js';
import { createRandom } from './test-support/prng.js';
import { randomCatalog, randomFilter } from './test-support/random-catalog.js';

const CATALOGS = 12;
const FILTERS_PER_CATALOG = 25;
const seed = Number(process.env.QUERY_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 32));
const types = Object.fromEntries(Object.entries(ITEM_FIELDS).map(([name, f]) => [name, f.type])) as Record<
  string,
  QueryFieldType
>;

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await createItemsTable(t.db);
});
afterAll(() => t.close());

it(`matches an in-memory evaluator on ${CATALOGS * FILTERS_PER_CATALOG} random filters`, async () => {
  const random = createRandom(seed);
  let nonTrivial = 0;
  for (let c = 0; c < CATALOGS; c++) {
    const rows = randomCatalog(random);
    await loadItems(t.db, rows);
    for (let f = 0; f < FILTERS_PER_CATALOG; f++) {
      const filter = randomFilter(random, rows);
      const expected = rows.filter((row) => evaluateFilter(filter, { ...row }, types)).map((row) => row.id);
      const replay = `replay with QUERY_PROPERTY_SEED=${seed} (catalog ${c}, filter ${f}): ${JSON.stringify(filter)}`;
      let actual: string[];
      try {
        actual = await selectIds(t.db, compileFilter(filter, ITEM_FIELDS));
      } catch (error) {
        throw new Error(`${replay}\n${String(error)}`);
      }
      expect(actual, replay).toEqual(expected.sort());
      if (expected.length > 0 && expected.length < rows.length) nonTrivial++;
    }
  }
  // The generator must produce filters that actually split catalogs, or the property says little.
  expect(nonTrivial, `seed ${seed}`).toBeGreaterThan(CATALOGS * FILTERS_PER_CATALOG * 0.3);
});
