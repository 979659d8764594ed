// Who is making a request. Every route decides what a caller may do from this alone.
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'visitor'; visitorId: string; clientId: string }
  | { kind: 'member'; memberId: string; clientId: string }
  | { kind: 'admin'; userId: string; role: AdminRole; via: 'token' | 'api-key' };

export type AdminRole = 'OWNER' | 'CONTRIBUTOR';

export type AdminCaller = Extract<Caller, { kind: 'admin' }>;
export type MemberCaller = Extract<Caller, { kind: 'member' }>;
export type VisitorCaller = Extract<Caller, { kind: 'visitor' }>;

export const isAdmin = (caller: Caller): caller is AdminCaller => caller.kind === 'admin';
