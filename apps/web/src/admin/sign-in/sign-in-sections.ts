// Where the sign-in settings live in the admin, and the pages beside the main one (one row each).

export const SIGN_IN_SETTINGS_PATH = '/settings/sign-in';

export interface SignInSection {
  /** Relative to /admin. */
  to: string;
  label: string;
  /** One line on what the page is for. */
  about: string;
}

export const signInSections: SignInSection[] = [
  {
    to: `${SIGN_IN_SETTINGS_PATH}/oauth-apps`,
    label: 'OAuth apps',
    about: 'Store fronts and apps that sign shoppers in, and where sign-in may return to.',
  },
  {
    to: `${SIGN_IN_SETTINGS_PATH}/api-keys`,
    label: 'API keys',
    about: 'Keys for admin tooling and scripts that call the store.',
  },
  {
    to: `${SIGN_IN_SETTINGS_PATH}/redirect-targets`,
    label: 'Redirect targets',
    about: 'Where bookings, events and paid-plan redirects lead.',
  },
];
