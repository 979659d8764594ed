// Sign-in throttling policy. Only attempts that reach the password check count; refused ones never do.
// Admins and members are separate realms: their counters and known addresses never mix (a member's keys
// carry a `member:` prefix), and each realm follows the rules below.
//
// - One account from one client address (`pair`): after 5 failures every further attempt waits a
//   back-off, 1 minute doubling with each failure up to 15 minutes. A success clears it. Someone who
//   knows the owner's e-mail can slow guesses from their own address but cannot lock the owner out at
//   another one (the issue with one counter per e-mail: six requests every 15 minutes did that).
// - One account from every address (`email`): after 20 failures the same back-off applies to addresses
//   the account has not signed in from in the last 30 days (distributed guessing). An address the
//   account signed in from recently is never refused by it, nor by the flood limit below, so the owner
//   at a usual address always gets in, and at a new one waits at most 15 minutes at a time.
// - One client address across accounts (`ip`): 50 failures in 15 minutes (a flood or spray) refuse
//   further attempts from it until those 15 minutes end, except for accounts it signed in recently.
// Refused attempts answer 429 with Retry-After and are not hashed, so a flood costs no CPU. Failures are
// remembered for 24 hours (`pair`, `email`) or 15 minutes (`ip`). Requests without a client address
// (not over a socket) count as one unknown address. Counters live in the database, so every server
// instance enforces the same limits.
import type { AppDeps } from '../../../deps.js';
import { loginThrottled } from '../login-throttle.errors.js';
import type { ThrottleScope } from '../login-throttle.table.js';
import {
  attemptsInWindow,
  countAttempts,
  deleteCounter,
  deleteExpiredCounters,
  forgetAddressesBefore,
  isKnownAddress,
  lockCounter,
  rememberAddress,
  type ThrottleCounter,
  type ThrottleKey,
  uncountAttempt,
  unlockCounter,
  type WindowStarts,
} from './login-throttle.repository.js';

const MINUTE_MS = 60 * 1000;

/** Failures before the back-off (`pair`, `email`) or the refusal (`ip`) starts. */
export const LOGIN_LIMITS: Record<ThrottleScope, number> = { pair: 5, email: 20, ip: 50 };
/** How long failures are remembered, from the first one of a window. */
export const LOGIN_WINDOWS_MS: Record<ThrottleScope, number> = {
  pair: 24 * 60 * MINUTE_MS,
  email: 24 * 60 * MINUTE_MS,
  ip: 15 * MINUTE_MS,
};
export const FIRST_BACKOFF_MS = MINUTE_MS;
export const MAX_BACKOFF_MS = 15 * MINUTE_MS;
/** How long a successful sign-in makes its address known to the account. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE_MS;

/** Registrations one client address may make per `ip` window (never forgiven: each makes an account). */
export const REGISTRATION_LIMIT = 20;

/**
 * Who is trying: the e-mail typed, the client address when the request came over a socket, and whose
 * sign-in it is (`admin` when not said).
 */
export interface LoginAttempt {
  email: string;
  address?: string;
  realm?: 'admin' | 'member';
}

type ThrottleDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The account's key: the lower-cased e-mail, prefixed by the realm but for admins (their keys came first). */
const emailOf = (attempt: LoginAttempt) =>
  `${attempt.realm === 'member' ? 'member:' : ''}${attempt.email.trim().toLowerCase()}`;
const addressOf = (attempt: LoginAttempt) =>
  attempt.address && attempt.realm === 'member' ? `member:${attempt.address}` : attempt.address;

/** The counters an attempt is checked against; an address the account knows skips `email` and `ip`. */
function keysOf(attempt: LoginAttempt, known: boolean): ThrottleKey[] {
  const email = emailOf(attempt);
  const keys: ThrottleKey[] = [{ scope: 'pair', key: JSON.stringify([attempt.address ?? null, email]) }];
  if (known) return keys;
  keys.push({ scope: 'email', key: email });
  const address = addressOf(attempt);
  if (address) keys.push({ scope: 'ip', key: address });
  return keys;
}

/** The back-off a counter asks for once it reached its limit: it doubles with each attempt past it. */
export function backoffMs(attempts: number, limit: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.min(attempts - limit, 16), MAX_BACKOFF_MS);
}

/** Milliseconds this counter makes the attempt wait, or 0 when it lets it through. */
function waitMs(counter: ThrottleCounter, now: Date, ipLimit = LOGIN_LIMITS.ip): number {
  if (counter.scope === 'ip') {
    return counter.attempts > ipLimit
      ? counter.window_started_at.getTime() + LOGIN_WINDOWS_MS.ip - now.getTime()
      : 0;
  }
  return counter.locked_until ? Math.max(0, counter.locked_until.getTime() - now.getTime()) : 0;
}

/** An attempt let through: what it counted and the back-off locks it set, to undo on success. */
export interface CountedAttempt {
  attempt: LoginAttempt;
  keys: ThrottleKey[];
  locks: { key: ThrottleKey; until: Date }[];
}

/**
 * Lets an attempt through to the password check and counts it, or throws 429 (with the seconds until
 * every refusing counter lets go) without counting it. Counting and checking happen in one
 * transaction, so concurrent guesses are let through one after another and none slips past a limit.
 * An attempt that reaches a limit locks its counter for the back-off right away; a success undoes it.
 */
export async function countLoginAttempt(deps: ThrottleDeps, attempt: LoginAttempt): Promise<CountedAttempt> {
  const now = deps.clock();
  const known =
    attempt.address !== undefined &&
    (await isKnownAddress(
      deps.db,
      emailOf(attempt),
      attempt.address,
      new Date(now.getTime() - KNOWN_ADDRESS_MS),
    ));
  const keys = keysOf(attempt, known);
  return deps.db.transaction().execute(async (trx) => {
    const counters = await countAttempts(trx, keys, now, windowStarts(now));
    const wait = Math.max(0, ...counters.map((counter) => waitMs(counter, now)));
    // Throwing rolls the counting back: a refused attempt is not counted.
    if (wait > 0) throw loginThrottled(Math.max(1, Math.ceil(wait / 1000)));
    const locks: CountedAttempt['locks'] = [];
    for (const counter of counters) {
      const limit = LOGIN_LIMITS[counter.scope];
      if (counter.scope === 'ip' || counter.attempts < limit) continue;
      const key = { scope: counter.scope, key: counter.key };
      const until = new Date(now.getTime() + backoffMs(counter.attempts, limit));
      await lockCounter(trx, key, until);
      locks.push({ key, until });
    }
    return { attempt, keys, locks };
  });
}

/** What a client address may do a limited number of times per `ip` window (15 minutes), and how often. */
export const ADDRESS_LIMITS = {
  register: REGISTRATION_LIMIT,
  'validate-email': LOGIN_LIMITS.ip,
  'captcha-challenge': 2 * LOGIN_LIMITS.ip,
} as const;

/**
 * Counts one request of a `purpose` (a registration, an e-mail check, a captcha challenge) from the
 * client address, or throws 429 once the address reached the purpose's limit in the `ip` window; never
 * forgiven. Requests without an address (not over a socket) are not counted.
 */
export async function countAddressAttempt(
  deps: ThrottleDeps,
  address: string | undefined,
  purpose: keyof typeof ADDRESS_LIMITS,
): Promise<void> {
  if (!address) return;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const key = { scope: 'ip' as const, key: `${purpose}:${address}` };
    const counters = await countAttempts(trx, [key], now, windowStarts(now));
    const wait = Math.max(0, ...counters.map((counter) => waitMs(counter, now, ADDRESS_LIMITS[purpose])));
    if (wait > 0) throw loginThrottled(Math.max(1, Math.ceil(wait / 1000)));
  });
}

/** The account's failed sign-ins from any address in the current window (what a captcha policy counts). */
export async function recentFailures(deps: ThrottleDeps, attempt: LoginAttempt): Promise<number> {
  const now = deps.clock();
  return attemptsInWindow(deps.db, { scope: 'email', key: emailOf(attempt) }, windowStarts(now).email);
}

/**
 * A successful sign-in: the account's failures from this address are forgotten, its attempt is taken
 * back from the other counters (with the lock it set), and the address becomes known to the account.
 */
export async function forgiveLoginAttempt(deps: ThrottleDeps, counted: CountedAttempt): Promise<void> {
  for (const key of counted.keys) {
    if (key.scope === 'pair') await deleteCounter(deps.db, key);
    else await uncountAttempt(deps.db, key);
  }
  for (const { key, until } of counted.locks) await unlockCounter(deps.db, key, until);
  const { address } = counted.attempt;
  if (address) await rememberAddress(deps.db, emailOf(counted.attempt), address, deps.clock());
}

/** After a failure: sweeps counters whose window is over and addresses not used for a long time. */
export async function sweepLoginCounters(deps: ThrottleDeps): Promise<void> {
  const now = deps.clock();
  await deleteExpiredCounters(deps.db, windowStarts(now), now);
  await forgetAddressesBefore(deps.db, new Date(now.getTime() - KNOWN_ADDRESS_MS));
}

function windowStarts(now: Date): WindowStarts {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    pair: before(LOGIN_WINDOWS_MS.pair),
    email: before(LOGIN_WINDOWS_MS.email),
    ip: before(LOGIN_WINDOWS_MS.ip),
  };
}
