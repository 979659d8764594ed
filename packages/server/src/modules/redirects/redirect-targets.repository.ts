// SQL for the redirect_targets table.
import type { ConfigurableRedirectTarget, RedirectTargets } from '@cartwright/contracts';
import type { Db } from '../../db/database.js';

export async function findRedirectTargets(db: Db): Promise<RedirectTargets> {
  const rows = await db.selectFrom('redirect_targets').select(['target', 'url_template']).execute();
  return Object.fromEntries(rows.map((row) => [row.target, row.url_template]));
}

export async function findRedirectTarget(
  db: Db,
  target: ConfigurableRedirectTarget,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('redirect_targets')
    .select('url_template')
    .where('target', '=', target)
    .executeTakeFirst();
  return row?.url_template;
}

export async function saveRedirectTarget(
  db: Db,
  target: ConfigurableRedirectTarget,
  urlTemplate: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('redirect_targets')
    .values({ target, url_template: urlTemplate, updated_at: now })
    .onConflict((oc) => oc.column('target').doUpdateSet({ url_template: urlTemplate, updated_at: now }))
    .execute();
}

export async function deleteRedirectTarget(db: Db, target: ConfigurableRedirectTarget): Promise<void> {
  await db.deleteFrom('redirect_targets').where('target', '=', target).execute();
}
