// A scratch PostgreSQL database for one benchmark, dropped afterwards. Uses BENCH_DATABASE_URL or
// DATABASE_URL as the admin connection (default: the local server's `test` database).
import pg from 'pg';

const adminUrl =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `work(url)` with a fresh database; resolves to `undefined` when PostgreSQL is not reachable. */
export async function withScratchDatabase(work) {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`PostgreSQL not reachable at ${adminUrl} (${error.message}); skipping its figures`);
    return undefined;
  }
  const name = `cartwright_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
