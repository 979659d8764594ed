// The lines a start prints for the person at the terminal (the docs quote them): the demo owner's credentials
// on a first start and after `cartwright seed`, and the web app's OAuth client id for a first SDK call.

/** @example demoSignInLine({ email: 'owner@demo.cartwright.local', password }) */
export const demoSignInLine = (owner: { email: string; password: string }) =>
  `Demo store created. Admin sign-in (shown once): ${owner.email} / ${owner.password}`;

/** @example webClientLine('3f1c…') */
export const webClientLine = (clientId: string) =>
  `Web app OAuth client id (for the SDK's OAuthStrategy; more in /admin/settings/sign-in/oauth-apps): ${clientId}`;
