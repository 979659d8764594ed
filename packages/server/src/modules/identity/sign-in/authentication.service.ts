// Registration and login of members (wire.md §1.4 A1, A2; §3.3): throttled before any hashing, then
// answered as a sign-in state (sign-in-state.ts).
import {
  type CaptchaToken,
  EMAIL_MAX_LENGTH,
  MEMBER_PASSWORD_MAX_LENGTH,
  type RegisterRequest,
  type StateMachineResponse,
  type ValidateEmailResponse,
} from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { hashPassword, verifyNoPassword, verifyPassword } from '../../../lib/passwords.js';
import {
  createMember,
  DuplicateMemberEmail,
  findMemberByLoginEmail,
  getMemberCredentials,
} from '../../members/index.js';
import { captchaRequired, checkCaptcha } from '../captcha/captcha.service.js';
import {
  emailAlreadyExists,
  invalidLoginEmail,
  invalidPassword,
  invalidRegistrationEmail,
  resetPasswordRequired,
} from '../identity.errors.js';
import { getAuthSettings } from '../settings/auth-settings.service.js';
import {
  countAddressAttempt,
  countLoginAttempt,
  forgiveLoginAttempt,
  recentFailures,
  sweepLoginCounters,
} from '../throttle/login-throttle.js';
import type { SignInVisitor } from './session-tokens.js';
import { type SignInDeps, signInState } from './sign-in-state.js';

type AuthDeps = SignInDeps & Pick<AppDeps, 'db'>;

// One @, no spaces, a dot in the domain: what a mail server can deliver to, without RFC 5322's corners.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether the text is an e-mail address a member can sign in with. */
export const isEmailAddress = (email: string) => email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);

/**
 * Registers a member: APPROVED or PENDING as the store's approval policy says, with an argon2id
 * password, then answered as a sign-in state. The e-mail must be free in any case ("-19995").
 * @example const state = await register(deps, { loginId: { email }, password }, '203.0.113.7')
 */
export async function register(
  deps: AuthDeps,
  request: RegisterRequest,
  address: string | undefined,
  visitor?: SignInVisitor,
): Promise<StateMachineResponse> {
  const email = request.loginId.email.trim();
  if (!isEmailAddress(email)) throw invalidRegistrationEmail();
  const settings = await getAuthSettings(deps);
  await checkCaptcha(deps, request.captchaTokens, captchaRequired(settings, 0));
  await countAddressAttempt(deps, address, 'register');
  // Checked before hashing, so a duplicate costs no CPU; the unique index settles a race.
  if (await findMemberByLoginEmail(deps, email)) throw emailAlreadyExists();
  const passwordHash = await hashPassword(request.password);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const member = await createMember(deps, trx, {
        email,
        passwordHash,
        status: settings.approval === 'AUTOMATIC' ? 'APPROVED' : 'PENDING',
        emailVerified: false,
        ...(request.profile === undefined ? {} : { profile: request.profile }),
      });
      return signInState(deps, trx, member, settings, undefined, visitor);
    });
  } catch (error) {
    if (error instanceof DuplicateMemberEmail) throw emailAlreadyExists();
    throw error;
  }
}

/** What a login body must hold; anything else is answered as an application error, never a validation one. */
function loginInput(body: unknown): { email: string; password: string; captchaTokens?: CaptchaToken[] } {
  const { loginId, password, captchaTokens } = (typeof body === 'object' && body !== null ? body : {}) as {
    loginId?: { email?: unknown };
    password?: unknown;
    captchaTokens?: unknown;
  };
  const email = typeof loginId === 'object' && loginId !== null ? loginId.email : undefined;
  if (typeof email !== 'string' || !isEmailAddress(email.trim())) {
    throw invalidLoginEmail('loginId.email must be an e-mail address');
  }
  if (typeof password !== 'string' || password === '') throw invalidPassword();
  // Token values are checked as text by checkCaptcha; anything else reads as no token.
  return Array.isArray(captchaTokens)
    ? { email: email.trim(), password, captchaTokens: captchaTokens as CaptchaToken[] }
    : { email: email.trim(), password };
}

/**
 * Logs a member in with e-mail and password. The throttle runs first (429 before any hashing); an
 * unknown e-mail answers as a wrong password ("-19976"), at the cost of one, so no one learns from a login
 * which addresses have accounts. Reset required "-19973", an e-mail that is no address INVALID_EMAIL,
 * blocked or offline MEMBER_BLOCKED; otherwise the sign-in state. A captcha
 * token is checked first when the store's policy asks for one ("-19971" missing, "-19970" invalid).
 * `trustedDevice` (the device cookie) skips the second factor of the member who trusted the device; the
 * session token remembers `visitor`, the visitor whose access token the call carried.
 */
export async function login(
  deps: AuthDeps,
  body: unknown,
  address: string | undefined,
  trustedDevice?: string,
  visitor?: SignInVisitor,
): Promise<StateMachineResponse> {
  const { email, password, captchaTokens } = loginInput(body);
  const attempt = { email, address, realm: 'member' as const };
  const settings = await getAuthSettings(deps);
  const failures = settings.captcha === 'AFTER_FAILURES' ? await recentFailures(deps, attempt) : 0;
  await checkCaptcha(deps, captchaTokens, captchaRequired(settings, failures));
  const counted = await countLoginAttempt(deps, attempt);
  const member = await findMemberByLoginEmail(deps, email);
  const credentials = member && (await getMemberCredentials(deps, member.id));
  // No password is longer than the register call allows: cut, so hashing costs what it always does.
  const typed = password.slice(0, MEMBER_PASSWORD_MAX_LENGTH);
  if (!member || !credentials?.passwordHash) {
    await verifyNoPassword(typed);
    await sweepLoginCounters(deps);
    throw invalidPassword();
  }
  if (
    password.length > MEMBER_PASSWORD_MAX_LENGTH ||
    !(await verifyPassword(credentials.passwordHash, typed))
  ) {
    await sweepLoginCounters(deps);
    throw invalidPassword();
  }
  await forgiveLoginAttempt(deps, counted);
  if (credentials.passwordResetRequired) throw resetPasswordRequired();
  return deps.db
    .transaction()
    .execute((trx) => signInState(deps, trx, member, settings, trustedDevice, visitor));
}

/**
 * Whether an e-mail could register: an address at all (`formatInvalid`), and not taken in any case.
 * Counted per client address like registrations, so it is no cheaper way to list members.
 */
export async function validateEmail(
  deps: AuthDeps,
  email: string,
  address: string | undefined,
): Promise<ValidateEmailResponse> {
  const trimmed = email.trim();
  if (!isEmailAddress(trimmed))
    return { valid: false, formatInvalid: true, failure: { reason: 'FORMAT_INVALID' } };
  await countAddressAttempt(deps, address, 'validate-email');
  if (await findMemberByLoginEmail(deps, trimmed))
    return { valid: false, failure: { reason: 'ALREADY_REGISTERED' } };
  return { valid: true };
}
