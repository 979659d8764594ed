// The redirects calls, each named once: `index.ts` exports them by name and as the `redirects` module.
export { createRedirectSession } from './create-redirect-session.js';
