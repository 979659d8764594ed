// Screenshots of changed admin screens at 1280 and 375 px (not committed).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = '/work/wt-webkit';
const port = 40000 + Math.floor(Math.random() * 2000);
const dataDir = mkdtempSync(join(tmpdir(), 'webkit-shots-'));
const store = spawn(process.execPath, [`${root}/packages/server/dist/cli/main.js`, 'start', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir], { env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
let stderr = '';
store.stderr.on('data', (c) => { stderr += c; });
const owner = await new Promise((resolve, reject) => {
  store.stdout.on('data', (c) => {
    if (!String(c).includes('Cartwright listening on')) return;
    const m = /Admin sign-in \(shown once\): (\S+) \/ (\S+)/.exec(stderr);
    m ? resolve({ email: m[1], password: m[2] }) : reject(new Error(stderr));
  });
});
const origin = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}/admin/products`);
  await page.getByLabel('E-mail', { exact: true }).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  const first = await page.getByRole('table').getByRole('rowheader').first().getByRole('link').getAttribute('href');
  const screens = [
    ['products', '/admin/products', 'Products'],
    ['orders', '/admin/orders', 'Orders'],
    ['members', '/admin/members', 'Members'],
    ['coupons', '/admin/coupons', 'Coupons'],
    ['product-editor', first, null],
  ];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path, heading] of screens) {
      await page.goto(`${origin}${path}`);
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      else await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${root}/shots/${name}-${width}.png`, fullPage: false });
    }
  }
} finally {
  await browser.close();
  store.kill('SIGTERM');
}
