// Client-side member types: the wire Member with its timestamps as Date, and the fields a member query takes.
import type {
  MemberActivityStatus,
  MemberFieldset,
  MemberPrivacyStatus,
  MemberRole,
  MemberStatus,
  Job as WireJob,
  Member as WireMember,
} from '@cartwright/contracts';

/** A member as calls return it: `createdDate`, `updatedDate` and `lastLoginDate` are `Date`s (wire §2.2). */
export type Member = Omit<WireMember, 'createdDate' | 'updatedDate' | 'lastLoginDate'> & {
  createdDate?: Date;
  updatedDate?: Date;
  lastLoginDate?: Date;
};

/** A background job's progress, its dates as `Date`s. */
export type Job = Omit<WireJob, 'createdDate' | 'updatedDate' | 'finishedDate'> & {
  createdDate: Date;
  updatedDate: Date;
  finishedDate?: Date;
};

/** Fields a member query filters on, with their value types (wire §2.7 members, plus Cartwright's). */
export interface MemberQueryFields {
  id: string;
  'contact.firstName': string;
  'contact.lastName': string;
  contactId: string;
  loginEmail: string;
  privacyStatus: MemberPrivacyStatus;
  'profile.nickname': string;
  'profile.slug': string;
  status: MemberStatus;
  activityStatus: MemberActivityStatus;
  role: MemberRole;
  createdDate: Date | string;
  updatedDate: Date | string;
  lastLoginDate: Date | string;
}

/** Options of the member reads: which fieldsets to answer (default PUBLIC; non-admins get PUBLIC only). */
export interface FieldsetOptions {
  fieldsets?: MemberFieldset[];
}
