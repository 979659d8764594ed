// The real store for client integration tests: the server's app over a fresh database with the demo
// store seeded, reachable through `app.request` (no socket) or over a real loopback socket.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  createTestApp,
  movableClock,
  seedDemoStore,
  type TestApp,
} from '../../packages/server/src/testing.js';

export interface StoreFixture extends TestApp {
  clientId: string;
  clock: ReturnType<typeof movableClock>;
  /** `app.request` as a fetch, counting token requests. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  tokenRequests(): number;
  /** Serves the same app on 127.0.0.1:<random>; resolves to its origin. */
  listen(): Promise<string>;
}

export async function startStoreFixture(): Promise<StoreFixture> {
  const clock = movableClock(new Date());
  const testApp = await createTestApp({ clock });
  await seedDemoStore(testApp.deps);
  const config = (await (await testApp.app.request('/cartwright/v1/web-config')).json()) as {
    clientId: string;
  };
  let tokenRequests = 0;
  let server: ReturnType<typeof serve> | undefined;
  return {
    ...testApp,
    clock,
    clientId: config.clientId,
    async fetch(input, init) {
      if (new URL(input).pathname === '/oauth2/token') tokenRequests++;
      return testApp.app.request(input, init);
    },
    tokenRequests: () => tokenRequests,
    listen() {
      return new Promise((resolve) => {
        server = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
          resolve(`http://127.0.0.1:${info.port}`),
        );
      });
    },
    async close() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await testApp.close();
    },
  };
}
