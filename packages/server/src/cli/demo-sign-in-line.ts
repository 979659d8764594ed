// The line a first `start` and `cartwright seed` print with the demo owner's credentials (the docs quote it).

/** @example demoSignInLine({ email: 'owner@demo.cartwright.local', password }) */
export const demoSignInLine = (owner: { email: string; password: string }) =>
  `Demo store created. Admin sign-in (shown once): ${owner.email} / ${owner.password}`;
