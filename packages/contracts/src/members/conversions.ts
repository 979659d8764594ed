// Timestamp paths of the member calls (wire.md §2.2 "Member"); zero dependencies, for the conversions subpath.

export const MEMBER_TIMESTAMP_FIELDS = ['createdDate', 'updatedDate', 'lastLoginDate'] as const;

/** Responses that carry `member`. */
export const MEMBER_RESPONSE_DATES: readonly string[] = MEMBER_TIMESTAMP_FIELDS.map((f) => `member.${f}`);
/** Responses that carry `members` (list and query). */
export const MEMBERS_PAGE_RESPONSE_DATES: readonly string[] = MEMBER_TIMESTAMP_FIELDS.map(
  (f) => `members.${f}`,
);
/** The job read. */
export const JOB_RESPONSE_DATES: readonly string[] = [
  'job.createdDate',
  'job.updatedDate',
  'job.finishedDate',
];
