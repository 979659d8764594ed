// The auth rules a route declares: which callers each lets through and what everyone else is answered, so
// the guard, the handler's caller type and the OpenAPI document all read the one rule.
import type { AdminCaller, Caller, MemberCaller, VisitorCaller } from '../caller.js';
import { permissionDenied, unauthenticated } from '../errors/app-error.js';
import { requireSignedInOwner } from './owner-guard.js';

/**
 * Who may call: `none` reads no credentials (the token endpoint, sign-in, and pages that name the member by
 * session token or cookie); `any` lets anonymous callers in, though a token may change what they see;
 * `caller` needs a visitor, member or admin token; `shopper` a visitor or member session; `member` a
 * signed-in member; `admin` an admin token or API key; `owner` the store owner signed in (a token, not an
 * API key nor a contributor: credentials management). Without credentials 401, with the wrong kind 403.
 */
export type Auth = 'none' | 'any' | 'caller' | 'shopper' | 'member' | 'admin' | 'owner';

/** The caller a rule hands the handler, narrowed to the kinds it lets through. */
export type CallerOf<A extends Auth> = A extends 'admin' | 'owner'
  ? AdminCaller
  : A extends 'member'
    ? MemberCaller
    : A extends 'shopper'
      ? VisitorCaller | MemberCaller
      : A extends 'caller'
        ? Exclude<Caller, { kind: 'anonymous' }>
        : A extends 'any'
          ? Caller
          : undefined;

type SignedInRule = Exclude<Auth, 'none' | 'any'>;
type SignedInKind = Exclude<Caller['kind'], 'anonymous'>;

/** The kinds of caller each rule that needs credentials lets through (also the OpenAPI roles it states). */
export const ADMITTED_KINDS: Readonly<Record<SignedInRule, readonly SignedInKind[]>> = {
  caller: ['visitor', 'member', 'admin'],
  shopper: ['visitor', 'member'],
  member: ['member'],
  admin: ['admin'],
  owner: ['admin'],
};

/** The 403 a signed-in caller of another kind gets (`caller` lets every kind through; `owner` is `admin`'s). */
const REFUSAL: Readonly<Record<Exclude<SignedInRule, 'caller' | 'owner'>, string>> = {
  shopper: 'Only a visitor or member session may do this',
  member: 'Only a signed-in member may do this',
  admin: 'Only store admins may do this',
};

/**
 * The check of one rule, built once per route: the resolved caller in, the caller the handler gets out;
 * 401 for an anonymous caller where a token is needed, 403 for one of a kind the rule does not name.
 * @example admissionOf('member')({ kind: 'visitor', visitorId: 'v-1', clientId: 'c' }) // throws 403 PERMISSION_DENIED
 */
export function admissionOf<A extends Auth>(auth: A): (caller: Caller) => CallerOf<A> {
  if (auth === 'none') return () => undefined as CallerOf<A>;
  if (auth === 'any') return (caller) => caller as CallerOf<A>;
  const rule = auth as SignedInRule;
  const kinds: readonly Caller['kind'][] = ADMITTED_KINDS[rule];
  if (rule === 'owner') {
    // An admin first (401, then 403 for other kinds), then the owner signed in (403 for the rest).
    const admin = admissionOf('admin');
    return (caller) => {
      const admitted = admin(caller);
      requireSignedInOwner(admitted);
      return admitted as CallerOf<A>;
    };
  }
  return (caller) => {
    if (kinds.includes(caller.kind)) return caller as CallerOf<A>;
    if (caller.kind === 'anonymous') throw unauthenticated();
    // Reached by shopper, member and admin only: `caller` lets every signed-in kind through.
    throw permissionDenied(REFUSAL[rule as keyof typeof REFUSAL]);
  };
}
