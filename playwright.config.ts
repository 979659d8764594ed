// Playwright: the web app end to end in Debian's Chromium against the built store server on a free port.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** Asks the OS for a free port; synchronous because Playwright reads its config synchronously. */
function findFreePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

// Workers re-read this file with the runner's environment, so storing the choices in process.env keeps
// every process on the same port and data directory.
process.env.E2E_PORT ??= String(findFreePort());
process.env.CARTWRIGHT_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cartwright-e2e-'));

const port = Number(process.env.E2E_PORT);
const dataDir = process.env.CARTWRIGHT_E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'apps/web/e2e',
  globalTeardown: './apps/web/e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.playwright-results.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node packages/server/dist/cli/main.js start --port ${port} --host 127.0.0.1 --data-dir ${JSON.stringify(dataDir)}`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Warnings and errors only: one log line per request would bury the test report.
    env: { LOG_LEVEL: 'warn' },
  },
});
