// Checks what we publish the way consumers see it: publint for package.json mistakes,
// @arethetypeswrong/cli for types that resolve wrongly, and the client installed on its own (no other
// workspace package, no registry): no dependencies, at most 1 MB unpacked, every entry importable and its
// types resolving for a consumer. Needs `npm run build` first.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const packages = ['packages/contracts', 'packages/client', 'packages/react', 'packages/server'];
const root = new URL('..', import.meta.url).pathname;
const CLIENT_MAX_BYTES = 1_000_000;
let failed = false;
const fail = (message) => {
  failed = true;
  console.log(`✗ ${message}`);
};

for (const dir of packages) {
  for (const [tool, args] of [
    ['publint', ['publint', dir, '--strict']],
    ['attw', ['attw', '--pack', dir, '--profile', 'esm-only']],
  ]) {
    const result = spawnSync('npx', args, { stdio: 'inherit' });
    if (result.status !== 0) fail(`${tool} found problems in ${dir}`);
  }
}

const sizeOf = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0)
    : statSync(path).size;

/** What a store front type-checks against the installed client: calls, wire types and the query builder. */
const CONSUMER = `
import { createClient, OAuthStrategy, isApiError, type StoreClient } from '@cartwright/client';
import { localStorageTokenStorage } from '@cartwright/client/storage';
import { queryProducts, type Product } from '@cartwright/client/products';
import { addToCurrentCart, getCurrentCart, type Cart, type AddToCurrentCartRequest } from '@cartwright/client/cart';
import { login, type LoginStateResult } from '@cartwright/client/sign-in';
import { createEventProcessor } from '@cartwright/client/events';
import type { PlatformQuery } from '@cartwright/client/wire';

const client: StoreClient = createClient({ auth: OAuthStrategy({ clientId: 'x', tokenStorage: localStorageTokenStorage() }) });
// @ts-expect-error a quantity is a number: the wire types are real types, not \`any\`
const wrong: AddToCurrentCartRequest = { lineItems: [{ quantity: 'one' }] };
const request: AddToCurrentCartRequest = { lineItems: [{ quantity: 1, catalogReference: { appId: 'a', catalogItemId: 'p' } }] };
export async function shop(): Promise<[Product[], Cart, LoginStateResult]> {
  const page = await queryProducts(client).ge('priceData.price', 10).ascending('name').limit(5).find();
  const name: string | undefined = page.items[0]?.name;
  const added = await addToCurrentCart(client, request);
  const created: Date | undefined = added.cart.createdDate;
  void wrong;
  const query: PlatformQuery = page.query;
  void query;
  void name; void created; void isApiError; void createEventProcessor;
  return [page.items, await getCurrentCart(client), await login(client, { email: 'a@b.c', password: 'p' })];
}
`;

/** Packs the client, installs it alone in a scratch project, and checks size, dependencies, imports and types. */
function checkClientInstall() {
  const scratch = mkdtempSync(join(tmpdir(), 'cartwright-client-install-'));
  try {
    const packed = spawnSync(
      'npm',
      ['pack', join(root, 'packages/client'), '--pack-destination', scratch, '--json'],
      {
        encoding: 'utf8',
      },
    );
    if (packed.status !== 0) return fail(`npm pack of the client failed: ${packed.stderr}`);
    const [{ filename }] = JSON.parse(packed.stdout);
    writeFileSync(
      join(scratch, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    const install = spawnSync(
      'npm',
      ['install', join(scratch, filename), '--offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      { cwd: scratch, encoding: 'utf8' },
    );
    if (install.status !== 0) return fail(`the client does not install on its own: ${install.stderr}`);
    const installed = readdirSync(join(scratch, 'node_modules')).filter((name) => !name.startsWith('.'));
    const client = join(scratch, 'node_modules/@cartwright/client');
    const others = [
      ...installed.filter((name) => name !== '@cartwright'),
      ...readdirSync(join(scratch, 'node_modules/@cartwright')).filter((name) => name !== 'client'),
    ];
    if (others.length > 0) fail(`installing the client also installs ${others.join(', ')}`);
    const manifest = JSON.parse(readFileSync(join(client, 'package.json'), 'utf8'));
    const declared = Object.keys({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    });
    if (declared.length > 0) fail(`the client declares dependencies: ${declared.join(', ')}`);
    const bytes = sizeOf(client);
    console.log(`client installed alone: ${bytes} B unpacked, ${others.length} other packages`);
    if (bytes > CLIENT_MAX_BYTES) fail(`the client is ${bytes} B unpacked (budget ${CLIENT_MAX_BYTES})`);

    const entries = Object.keys(manifest.exports).filter((key) => key !== './package.json');
    const imports = entries.map((key) => `await import('@cartwright/client${key.slice(1)}');`).join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', imports], {
      cwd: scratch,
      encoding: 'utf8',
    });
    if (run.status !== 0) fail(`an entry of the installed client does not load: ${run.stderr}`);

    writeFileSync(join(scratch, 'consumer.ts'), CONSUMER);
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', scratch], {
      encoding: 'utf8',
    });
    if (tsc.status !== 0) fail(`the installed client's types do not check for a consumer:\n${tsc.stdout}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

checkClientInstall();
process.exit(failed ? 1 : 0);
