// Who is making a request. Every route decides what a caller may do from this alone.
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'visitor'; visitorId: string; clientId: string }
  | {
      kind: 'member';
      memberId: string;
      clientId: string;
      /** When the member signed in (seconds since the epoch; the token's `auth_time`), refreshes aside. */
      authTime?: number;
    }
  | { kind: 'admin'; userId: string; role: AdminRole; via: 'token' | 'api-key' };

export type AdminRole = 'OWNER' | 'CONTRIBUTOR';

export type AdminCaller = Extract<Caller, { kind: 'admin' }>;
export type MemberCaller = Extract<Caller, { kind: 'member' }>;
export type VisitorCaller = Extract<Caller, { kind: 'visitor' }>;

/** Who may have a current cart: visitors, members, and admins (an admin's own cart, keyed by its id). */
export type CartCaller = VisitorCaller | MemberCaller | AdminCaller;

export const CART_OWNER_KINDS = ['visitor', 'member', 'admin'] as const;
export type CartOwnerKind = (typeof CART_OWNER_KINDS)[number];

/**
 * Whose current cart it is (and whose checkouts it became): a visitor id, a member id, or an admin user
 * (or API key) id. Here, not in the cart module, because checkouts name owners too.
 */
export interface CartOwner {
  kind: CartOwnerKind;
  id: string;
}

export const isAdmin = (caller: Caller): caller is AdminCaller => caller.kind === 'admin';
