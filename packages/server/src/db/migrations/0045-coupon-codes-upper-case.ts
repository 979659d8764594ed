// Coupon codes in upper case (issue #33: a code kept the case the owner typed, so "welcome10" and "WELCOME10"
// showed side by side): stored coupons and the carts that name one follow the rule new codes follow. Codes
// were unique in any case already (the lower(code) index), so no two collide.
import { type Kysely, type Migration, sql } from 'kysely';

export const couponCodesUpperCaseMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update coupons set code = upper(code) where code <> upper(code)`.execute(db);
    await sql`update carts set coupon_code = upper(coupon_code) where coupon_code <> upper(coupon_code)`.execute(
      db,
    );
  },
};
