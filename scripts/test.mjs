// `npm test`: every suite, then each failed test on a line of its own and one closing line
// `N passed, N failed` over all of them, so the last lines of a CI log say what failed.
// Unit and integration tests run on PGlite; when DATABASE_URL is set the server suites and the
// platform-client conformance tests run a second time on PostgreSQL. Browser tests run against the
// built store in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const totals = { passed: 0, failed: 0, skipped: 0 };
const crashed = [];
/** `suite › file › test: first line of the error`, repeated at the end so the last lines of a log name them. */
const failures = [];
const databaseUrl = process.env.DATABASE_URL;
const withoutDatabaseUrl = { ...process.env, DATABASE_URL: '' };

/** The first non-empty line of the first message, without terminal colours. */
function firstLine(messages) {
  const text = stripVTControlCharacters(messages[0] ?? '');
  return text.split('\n').find((line) => line.trim() !== '') ?? '(no message)';
}

/** Every spec of a Playwright JSON report suite, nested suites included. */
function specsOf(suite) {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

function run(label, command, args, env) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

function vitest(label, args, env, reportFile) {
  rmSync(reportFile, { force: true });
  const status = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args],
    env,
  );
  if (!existsSync(reportFile)) return crashed.push(label);
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') {
        failures.push(
          `${label} › ${relative(process.cwd(), file.name)} › ${test.fullName}: ${firstLine(test.failureMessages)}`,
        );
      }
    }
  }
  if (status !== 0 && report.numFailedTests === 0) crashed.push(label);
}

vitest('unit and integration tests (PGlite)', [], withoutDatabaseUrl, '.vitest-results.json');
if (databaseUrl) {
  vitest(
    'server and platform-client tests (PostgreSQL)',
    ['packages/server', 'tests/platform-client'],
    { ...process.env, DATABASE_URL: databaseUrl },
    '.vitest-pg-results.json',
  );
}

if (run('build', 'npm', ['run', 'build', '--silent'], process.env) !== 0) {
  crashed.push('build');
} else {
  const reportFile = '.playwright-results.json';
  rmSync(reportFile, { force: true });
  const status = run('browser tests (Chromium)', 'npx', ['playwright', 'test'], withoutDatabaseUrl);
  if (!existsSync(reportFile)) {
    crashed.push('browser tests');
  } else {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const { stats } = report;
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    for (const spec of report.suites.flatMap(specsOf)) {
      if (!spec.ok) {
        const errors = spec.tests.flatMap((test) => test.results.flatMap((result) => result.errors));
        failures.push(
          `browser tests › ${spec.file} › ${spec.title}: ${firstLine(errors.map((error) => error.message))}`,
        );
      }
    }
    if (status !== 0 && stats.unexpected === 0) crashed.push('browser tests');
  }
}

for (const failure of failures) console.log(`✗ ${failure}`);
for (const label of crashed) console.log(`✗ ${label} did not finish: see its output above`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed + crashed.length} failed${skipped}`);
process.exit(totals.failed + crashed.length > 0 ? 1 : 0);
