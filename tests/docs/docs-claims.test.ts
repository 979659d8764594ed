// What the docs say the server and the tools do, checked against what they do.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMAIL_KINDS } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commands,
  createTestApp,
  DEMO_OWNER_EMAIL,
  demoSignInLine,
  SERVER_OPTIONS,
  STORAGE_OPTIONS,
  type TestApp,
  webClientLine,
} from '../../packages/server/src/testing.js';
import { repoRoot } from './doc-code-blocks.js';

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

describe('docs against the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('quote /healthz with every field it answers', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    // The docs show the embedded database's answer; PostgreSQL runs of this test answer "postgres".
    const quoted = JSON.stringify({ ...body, database: 'pglite' });
    expect(read('docs/self-hosting.md')).toContain(quoted);
    expect(read('docs/api.md')).toContain(quoted);
  });
});

describe('docs against the command line', () => {
  it('show the sign-in line a first start and cartwright seed print', () => {
    const line = demoSignInLine({ email: DEMO_OWNER_EMAIL, password: '<a random password>' });
    expect(read('docs/getting-started.md')).toContain(
      `\n${line}\n${webClientLine("<the web app's client id>")}\n`,
    );
  });

  it('list every command and every start flag with its environment variable in the README', () => {
    const readme = read('README.md');
    for (const command of commands) expect(readme).toContain(`cartwright ${command.name}`);
    for (const [name, spec] of Object.entries({ ...STORAGE_OPTIONS, ...SERVER_OPTIONS })) {
      expect(readme).toContain(`| \`--${name}\` | ${spec.env ? `\`${spec.env}\` ` : ''}|`);
    }
  });

  it('document the variables the web dev server reads, and how to pass it a port', () => {
    const config = read('apps/web/vite.config.ts');
    const variables = [...config.matchAll(/process\.env\.([A-Z_]+)/g)].map((m) => m[1]);
    expect(variables).toContain('CARTWRIGHT_API');
    const guide = read('docs/getting-started.md');
    for (const variable of variables) expect(guide).toContain(`\`${variable}\``);
    expect(guide).toContain('npm run dev -- --port');
  });
});

describe('docs against the SDK', () => {
  // What the README and the client's description may only promise once the client has its subpath.
  const features = [
    { feature: 'sign-in', subpath: './sign-in' },
    { feature: 'members', subpath: './members' },
    { feature: 'events', subpath: './events' },
    { feature: 'orders', subpath: './orders' },
    { feature: 'back-in-stock', subpath: './back-in-stock' },
    { feature: 'abandoned checkouts', subpath: './abandoned-checkouts' },
  ];
  const client = JSON.parse(read('packages/client/package.json')) as {
    description: string;
    exports: Record<string, unknown>;
  };
  const paragraph = (text: string, start: string) => {
    const from = text.indexOf(start);
    expect(from, start).toBeGreaterThanOrEqual(0);
    return text.slice(from, text.indexOf('\n\n', from)).toLowerCase().replace(/\s+/g, ' ');
  };

  it('say what works today, in the README and the client package description, only with its client calls', () => {
    const readme = read('README.md');
    const today = paragraph(readme, '**What works today:**');
    const description = client.description.toLowerCase();
    for (const { feature, subpath } of features) {
      if (!today.includes(feature) && !description.includes(feature)) continue;
      expect(client.exports, `${feature} is promised`).toHaveProperty([subpath]);
    }
    for (const feature of ['cart', 'orders', 'members', 'sign-in']) {
      expect(today, feature).toContain(feature);
      expect(description, `${feature} (client description)`).toContain(feature);
    }
    // Payments are promised with Stripe only while the client takes them (its payments subpath).
    expect(paragraph(readme, 'Payments:')).toContain('stripe');
    expect(client.exports, 'payments are promised').toHaveProperty(['./payments']);
    expect(paragraph(readme, '**Not built:**')).not.toContain('payment');
  });
});

describe('docs against the repository', () => {
  /** Repository files a page names in backticks (`packages/…`, `apps/…`, `scripts/…`, …) that do not exist. */
  const missingFiles = (text: string) =>
    [
      ...text.matchAll(
        /`((?:packages|apps|scripts|tests|docs|bench)\/[^`\s]*\.[a-z]+|\.dependency-cruiser\.cjs)`/g,
      ),
    ]
      .map((m) => m[1]!)
      .filter((path) => !existsSync(join(repoRoot, path)));
  const LAYERS = ['apps/web/src/', 'packages/react/src/', 'packages/client/src/', 'packages/contracts/src/'];

  it('list in self-hosting.md every kind of e-mail the store sends, and no other', () => {
    const section = read('docs/self-hosting.md').split('## E-mail')[1]!.split('\n## ')[0]!;
    const named = [...section.matchAll(/`([a-z]+(?:-[a-z]+)+|welcome)`/g)].map((m) => m[1]);
    expect([...new Set(named)].sort()).toEqual([...EMAIL_KINDS].sort());
  });

  it('catch a file a page names that is not there', () => {
    const planted =
      'The route is `packages/server/src/modules/cart/cart.routes.ts`, the rules `packages/server/src/modules/cart/cart.rules.ts`.';
    expect(missingFiles(planted)).toEqual(['packages/server/src/modules/cart/cart.rules.ts']);
  });

  it('name in architecture.md only files that exist, add to cart walked through every layer', () => {
    const page = read('docs/architecture.md');
    expect(missingFiles(page)).toEqual([]);
    for (const layer of [...LAYERS, 'packages/server/src/modules/cart/', 'packages/server/src/http/']) {
      expect(page, layer).toContain(`\`${layer}`);
    }
    expect(read('README.md')).toContain('(docs/architecture.md)');
  });
});
