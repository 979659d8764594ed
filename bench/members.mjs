// Member benchmarks on PostgreSQL: an admin's 50-member query page with a filter over 10,000 members
// (req/s and p99 beside a bare Hono POST in the same run), and the wall time of blocking all 10,000 by filter
// (the background job from the call to its SUCCEEDED progress).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { load, startBareHono } from './lib/load.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';
import { createApiKey } from './lib/store-cli.mjs';
import { startStore } from './lib/store-process.mjs';

export const MEMBERS = 10_000;

/** The admin list's query: approved members, newest first, 50 a page, every field. */
export const MEMBER_PAGE_QUERY = {
  query: {
    filter: { status: 'APPROVED' },
    sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    paging: { limit: 50 },
  },
  fieldsets: ['FULL'],
};

/** 10,000 members written straight into the store's tables (sign-up speed is not what is measured). */
async function seedMembers(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into members (id, login_email, login_email_verified, status, contact, profile, slug, privacy_status,
         activity_status, created_at, updated_at, role)
       select gen_random_uuid(), 'member' || n || '@bench.example', true,
         (array['APPROVED', 'APPROVED', 'APPROVED', 'PENDING'])[1 + n % 4],
         jsonb_build_object('firstName', 'First' || n, 'lastName', 'Family' || (n % 100),
           'taggedPhones', jsonb_build_array(jsonb_build_object('phone', '+1 555 ' || n, 'tag', 'MOBILE'))),
         jsonb_build_object('nickname', 'member ' || n), 'member-' || n,
         (array['PUBLIC', 'PRIVATE'])[1 + n % 2], 'ACTIVE',
         now() - make_interval(secs => n), now(), 'MEMBER'
       from generate_series(1, $1) n`,
      [MEMBERS],
    );
    await db.query('analyze members');
  } finally {
    await db.end();
  }
}

async function blockAllByFilter(url, apiKey) {
  const headers = { authorization: apiKey, 'content-type': 'application/json' };
  const started = performance.now();
  const response = await fetch(`${url}/members/v1/members/bulk/block-by-filter`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ filter: { loginEmail: { $endsWith: '@bench.example' } } }),
  });
  const { jobId } = await response.json();
  for (;;) {
    const { job } = await (await fetch(`${url}/cartwright/v1/jobs/${jobId}`, { headers })).json();
    if (job.status === 'SUCCEEDED' || job.status === 'FAILED') {
      if (job.status === 'FAILED' || job.succeeded !== MEMBERS)
        throw new Error(`bulk block: ${JSON.stringify(job)}`);
      return { wallMs: Math.round(performance.now() - started), members: job.succeeded };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function membersOnPostgres(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cartwright-bench-members-'));
  try {
    const apiKey = createApiKey(dataDir, databaseUrl);
    const store = await startStore({ dataDir, databaseUrl, demo: false });
    try {
      await seedMembers(databaseUrl);
      const url = `${store.url}/members/v1/members/query`;
      const headers = { authorization: apiKey };
      const check = await (
        await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(MEMBER_PAGE_QUERY),
        })
      ).json();
      if (check.members?.length !== 50)
        throw new Error(`query returned ${JSON.stringify(check).slice(0, 200)}`);
      const query50 = await load({ url, method: 'POST', headers, body: MEMBER_PAGE_QUERY });
      const bulkBlock = await blockAllByFilter(store.url, apiKey);
      return { query50, bulkBlock };
    } finally {
      await store.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchMembers() {
  const bare = await startBareHono();
  const reference = await load({ url: bare.url, method: 'POST', body: MEMBER_PAGE_QUERY });
  await bare.stop();
  const postgres = await withScratchDatabase(membersOnPostgres);
  return { reference, postgres };
}
