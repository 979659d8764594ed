// Site-level vocabularies (spec §3 "Enumerations").

export const VISIBILITIES = [
  'UNKNOWN',
  'PROTECTED',
  'PRIVATE',
  'PUBLIC',
  'UNCHANGED',
  'GROUP_PROTECTED',
] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const SITE_STATUSES = ['UNKNOWN', 'ENABLED', 'DISABLED', 'PENDING', 'DEMO'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

export const DELETION_STATES = ['UNKNOWN', 'TRASH', 'DELETED', 'PENDING_PURGE'] as const;
export type DeletionState = (typeof DELETION_STATES)[number];
