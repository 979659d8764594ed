// POST /_api/iam/authentication/v2/change-password (wire.md §1.4 A3): a signed-in member sets a new password.
import { type Static, Type } from '@sinclair/typebox';
import { MEMBER_PASSWORD_MAX_LENGTH } from '../identity/authentication.js';
import { memberPasswordSchema } from './recovery.js';

export const CHANGE_PASSWORD_PATH = '/_api/iam/authentication/v2/change-password';

/**
 * `currentPassword` is Cartwright's: without it the member must have signed in within `RECENT_LOGIN_SECONDS`
 * (the access token's `auth_time`; refreshing the token does not count); with it, the password is checked.
 */
export const ChangePasswordRequestSchema = Type.Object(
  {
    newPassword: memberPasswordSchema('the new password'),
    currentPassword: Type.Optional(Type.String({ minLength: 1, maxLength: MEMBER_PASSWORD_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/** How recent a sign-in lets a member change the password without the current one. */
export const RECENT_LOGIN_SECONDS = 5 * 60;

/** 403: neither a recent sign-in nor the current password; 403: the current password is wrong. */
export const CHANGE_PASSWORD_ERROR_CODES = {
  recentLoginRequired: 'RECENT_LOGIN_REQUIRED',
  wrongPassword: 'WRONG_PASSWORD',
} as const;
