// The client type the React bindings work with: any client whose auth is an OAuthStrategy.
import type { OAuthStrategy, StoreClient } from '@cartwright/client';

/** A `createClient({ auth: OAuthStrategy(…) })` result; the session hooks read and follow its strategy. */
export type OAuthStoreClient = StoreClient<OAuthStrategy>;
