// `npm run fuzz [-- --cases N] [-- --seed S]`: the input fuzz test with many cases per route (default 1,000)
// and a round of raw-socket cases per 100. The same test runs in `npm test` with 100 cases per route;
// FUZZ_CASES and FUZZ_SEED work here too.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { cases: { type: 'string' }, seed: { type: 'string' } },
});
const cases = values.cases ?? process.env.FUZZ_CASES ?? '1000';
if (!/^\d+$/.test(cases)) {
  console.error(`--cases must be a whole number, not ${cases}`);
  process.exit(2);
}
const seed = values.seed ?? process.env.FUZZ_SEED;
const env = { ...process.env, FUZZ_CASES: cases, ...(seed ? { FUZZ_SEED: seed } : {}) };
console.log(`Fuzzing every route with ${cases} cases each${seed ? ` (seed ${seed})` : ''}`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'packages/server/src/app-fuzz.test.ts', '--testTimeout=0'],
  {
    stdio: 'inherit',
    env,
  },
);
process.exit(result.status ?? 1);
