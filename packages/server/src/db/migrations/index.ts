// Every migration, in order. A module adds its own file here; names sort by their numeric prefix.
import type { Migration } from 'kysely';
import { authMigration } from './0001-auth.js';
import { eventOutboxMigration } from './0002-event-outbox.js';
import { catalogMigration } from './0003-catalog.js';
import { collectionsMigration } from './0004-collections.js';
import { cartsMigration } from './0005-carts.js';
import { pricingMigration } from './0006-pricing.js';
import { adminLoginThrottleMigration } from './0007-admin-login-throttle.js';
import { catalogReadIndexesMigration } from './0008-catalog-read-indexes.js';
import { changeNoticesMigration } from './0009-change-notices.js';
import { cartWritersMigration } from './0010-cart-writers.js';
import { refreshTokenExpiryMigration } from './0011-refresh-token-expiry.js';
import { adminLoginBackoffMigration } from './0012-admin-login-backoff.js';
import { membersMigration } from './0013-members.js';
import { memberSignInMigration } from './0014-member-sign-in.js';
import { authorizationMigration } from './0015-authorization.js';
import { recoveryMigration } from './0016-recovery.js';
import { productSearchMigration } from './0017-product-search.js';
import { memberFactorsMigration } from './0018-member-factors.js';
import { ssoMigration } from './0019-sso.js';
import { authAdminMigration } from './0020-auth-admin.js';
import { membersAdminMigration } from './0021-members-admin.js';
import { webhooksMigration } from './0022-webhooks.js';
import { ordersMigration } from './0023-orders.js';
import { orderFulfilmentsMigration } from './0024-order-fulfilments.js';
import { abandonedCheckoutsMigration } from './0025-abandoned-checkouts.js';
import { backInStockMigration } from './0026-back-in-stock.js';
import { cartEventNoticesMigration } from './0027-cart-event-notices.js';
import { checkoutRecoveryLinksMigration } from './0028-checkout-recovery-links.js';
import { outboxWriteIndexMigration } from './0029-outbox-write-index.js';
import { eventDispatchMarkMigration } from './0030-event-dispatch-mark.js';
import { outboxPayloadTextMigration } from './0031-outbox-payload-text.js';
import { verificationLimitsMigration } from './0032-verification-limits.js';
import { shopperEmailConsentMigration } from './0033-shopper-email-consent.js';
import { paymentsMigration } from './0034-payments.js';
import { signInCompatMigration } from './0035-sign-in-compat.js';
import { paymentSettingsMigration } from './0036-payment-settings.js';
import { rankedSearchMigration } from './0037-ranked-search.js';
import { paymentLedgerMigration } from './0038-payment-ledger.js';
import { catalogV3Migration } from './0039-catalog-v3.js';
import { catalogV3EntitiesMigration } from './0040-catalog-v3-entities.js';
import { adminSearchMigration } from './0041-admin-search.js';
import { searchIndexWritesMigration } from './0042-search-index-writes.js';
import { storeSecretsMigration } from './0043-store-secrets.js';
import { mfaRecoveryCodesMigration } from './0044-mfa-recovery-codes.js';
import { couponCodesUpperCaseMigration } from './0045-coupon-codes-upper-case.js';

export const migrations: Record<string, Migration> = {
  '0001-auth': authMigration,
  '0002-event-outbox': eventOutboxMigration,
  '0003-catalog': catalogMigration,
  '0004-collections': collectionsMigration,
  '0005-carts': cartsMigration,
  '0006-pricing': pricingMigration,
  '0007-admin-login-throttle': adminLoginThrottleMigration,
  '0008-catalog-read-indexes': catalogReadIndexesMigration,
  '0009-change-notices': changeNoticesMigration,
  '0010-cart-writers': cartWritersMigration,
  '0011-refresh-token-expiry': refreshTokenExpiryMigration,
  '0012-admin-login-backoff': adminLoginBackoffMigration,
  '0013-members': membersMigration,
  '0014-member-sign-in': memberSignInMigration,
  '0015-authorization': authorizationMigration,
  '0016-recovery': recoveryMigration,
  '0017-product-search': productSearchMigration,
  '0018-member-factors': memberFactorsMigration,
  '0019-sso': ssoMigration,
  '0020-auth-admin': authAdminMigration,
  '0021-members-admin': membersAdminMigration,
  '0022-webhooks': webhooksMigration,
  '0023-orders': ordersMigration,
  '0024-order-fulfilments': orderFulfilmentsMigration,
  '0025-abandoned-checkouts': abandonedCheckoutsMigration,
  '0026-back-in-stock': backInStockMigration,
  '0027-cart-event-notices': cartEventNoticesMigration,
  '0028-checkout-recovery-links': checkoutRecoveryLinksMigration,
  '0029-outbox-write-index': outboxWriteIndexMigration,
  '0030-event-dispatch-mark': eventDispatchMarkMigration,
  '0031-outbox-payload-text': outboxPayloadTextMigration,
  '0032-verification-limits': verificationLimitsMigration,
  '0033-shopper-email-consent': shopperEmailConsentMigration,
  '0034-payments': paymentsMigration,
  '0035-sign-in-compat': signInCompatMigration,
  '0036-payment-settings': paymentSettingsMigration,
  '0037-ranked-search': rankedSearchMigration,
  '0038-payment-ledger': paymentLedgerMigration,
  '0039-catalog-v3': catalogV3Migration,
  '0040-catalog-v3-entities': catalogV3EntitiesMigration,
  '0041-admin-search': adminSearchMigration,
  '0042-search-index-writes': searchIndexWritesMigration,
  '0043-store-secrets': storeSecretsMigration,
  '0044-mfa-recovery-codes': mfaRecoveryCodesMigration,
  '0045-coupon-codes-upper-case': couponCodesUpperCaseMigration,
};
