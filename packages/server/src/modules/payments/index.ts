// The payments module's face: what other modules may use. Nothing outside the module imports its other files.

export {
  InvalidWebhookError,
  type PaymentProvider,
  type ProviderDispute,
  type ProviderPayment,
  type ProviderPaymentState,
  type ProviderRefund,
  ProviderRefusedError,
  ProviderUnavailableError,
  type ProviderWebhookEvent,
} from './payment-provider.js';
export { paymentProviderFor, paymentSettings, refuseTestProviderWhenLive } from './payment-providers.js';
export {
  claimWebhookEvent,
  findLivePaymentSession,
  findOrderPaymentSession,
  findPaymentSession,
  findPaymentSessionByRef,
  isWebhookEventHandled,
  listUnfinishedPaymentSessions,
  markPaymentSessionChecked,
  type PaymentSessionRecord,
  type PaymentSessionStatus,
  paymentSessionGeneration,
  recordPaymentSession,
  recordWebhookEventHandled,
  updatePaymentSession,
} from './payment-sessions.service.js';
export { readCaptureLater } from './payment-settings.service.js';
export { chargeTestCard } from './test-provider.js';
