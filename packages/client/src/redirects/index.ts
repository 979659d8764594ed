// `@cartwright/client/redirects`: redirect sessions to the store's hosted pages.
import { createRedirectSession } from './create-redirect-session.js';

export { createRedirectSession };

/** Every redirects call, for `createClient({ modules: { redirects } })`. */
export const redirects = { createRedirectSession };
