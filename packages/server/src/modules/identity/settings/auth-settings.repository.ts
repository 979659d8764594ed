// SQL for the single-row auth_settings table.
import type { AuthSettings } from '@cartwright/contracts';
import type { Db } from '../../../db/database.js';

export async function findAuthSettings(db: Db): Promise<AuthSettings | undefined> {
  const row = await db.selectFrom('auth_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return (
    row && {
      approval: row.approval,
      emailVerification: row.email_verification,
      captcha: row.captcha,
      captchaAfterFailures: row.captcha_after_failures,
    }
  );
}

/** Locks the row (when there is one) until the transaction ends. */
export async function lockAuthSettings(db: Db): Promise<void> {
  await db.selectFrom('auth_settings').select('id').where('id', '=', 1).forUpdate().execute();
}

export async function saveAuthSettings(db: Db, settings: AuthSettings, now: Date): Promise<void> {
  const values = {
    approval: settings.approval,
    email_verification: settings.emailVerification,
    captcha: settings.captcha,
    captcha_after_failures: settings.captchaAfterFailures,
    updated_at: now,
  };
  await db
    .insertInto('auth_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
