// The store, a real provider and a connection between them, for the SSO route tests.
import { SSO_CALLBACK_PATH, SSO_CONNECTIONS_PATH, type SsoConnectionResponse } from '@cartwright/contracts';
import {
  STORE_CLIENT,
  startTestProvider,
  type TestProvider,
} from '../../../test-support/oidc-test-provider.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import {
  type Credentials,
  catalogCallers,
  jsonRequest,
} from '../../products/test-support/catalog-callers.js';
import { getWebConfig } from '../../store/index.js';

export const STORE_URL = 'http://store.test';

export interface SsoKit {
  t: TestApp;
  callers: Credentials;
  provider: TestProvider;
  /** The store's tenant id (its web client id). */
  tenantId: string;
  /** Creates a connection to the test provider as the store's client; answers its id. */
  connect(overrides?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

export async function ssoKit(): Promise<SsoKit> {
  const t = await createTestApp({ config: { publicUrl: STORE_URL } });
  const callers = await catalogCallers(t);
  const provider = await startTestProvider(`${STORE_URL}${SSO_CALLBACK_PATH}`);
  const { clientId: tenantId } = await getWebConfig(t.deps);
  const connect = async (overrides: Record<string, unknown> = {}) => {
    const res = await jsonRequest(t, callers.apiKey)('POST', SSO_CONNECTIONS_PATH, {
      connection: {
        displayName: 'Test provider',
        issuer: provider.issuer,
        clientId: STORE_CLIENT.clientId,
        clientSecret: STORE_CLIENT.clientSecret,
        ...overrides,
      },
    });
    if (res.status !== 200) throw new Error(`connect: ${res.status} ${await res.text()}`);
    return ((await res.json()) as SsoConnectionResponse).connection.id;
  };
  return {
    t,
    callers,
    provider,
    tenantId,
    connect,
    close: async () => {
      await provider.close();
      await t.close();
    },
  };
}
