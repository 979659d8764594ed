// The server's test kit: what tests outside the package (tests/integration, tests/docs) use to run a real
// store. Source only (it needs Vitest), so the build leaves it out; nothing else in the package imports it.
export { createApp } from './app.js';
export { commands } from './cli/commands/index.js';
export { demoSignInLine, webClientLine } from './cli/start-lines.js';
export { SERVER_OPTIONS, STORAGE_OPTIONS } from './config.js';
export { runStoreTasks } from './housekeeping.js';
export { totpCode, totpStep } from './lib/totp.js';
export { createAdmin } from './modules/admins/index.js';
export { notifyBackInStock } from './modules/back-in-stock/index.js';
export { startWebhookDelivery } from './modules/events/index.js';
export { issueSessionToken } from './modules/identity/index.js';
export { createApiKey, createOAuthClient } from './modules/oauth/index.js';
export { DEMO_OWNER_EMAIL, seedDemoStore } from './seed/demo-seed.js';
export { seedFirstStart } from './server.js';
export { startTestProvider, type TestProvider } from './test-support/oidc-test-provider.js';
export {
  type BuyerPost,
  payCheckoutThroughDouble,
  type StripeDouble,
  startStripeDouble,
} from './test-support/stripe-double.js';
export { createTestApp, movableClock, type TestApp } from './test-support/test-app.js';
export {
  createTestMember,
  hasPassword,
  insertTestMember,
  liveRefreshTokens,
  signInTestMember,
} from './test-support/test-members.js';
