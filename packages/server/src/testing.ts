// The server's test kit: what tests outside the package (tests/integration) use to run a real store.
// Source only (it needs Vitest), so the build leaves it out; nothing else in the package imports it.
export { createApp } from './app.js';
export { createAdmin } from './modules/admins/index.js';
export { createApiKey } from './modules/api-keys/index.js';
export { seedDemoStore } from './seed/demo-seed.js';
export { createTestApp, movableClock, type TestApp } from './test-support/test-app.js';
