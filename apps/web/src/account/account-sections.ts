// The member account's sections: the ones a `membersAccount` redirect session can open, at the paths the store's
// redirect service gives them (`ACCOUNT_INFO` → /account/account-info), and what each one is called here.
import { MEMBERS_ACCOUNT_SECTIONS, type MembersAccountSection } from '@cartwright/contracts';

export interface AccountSection {
  section: MembersAccountSection;
  /** The last path segment: `account-info`. */
  slug: string;
  label: string;
}

const LABELS: Record<MembersAccountSection, string> = {
  ACCOUNT_INFO: 'Account info',
  ORDERS: 'Orders',
  BOOKINGS: 'Bookings',
  SUBSCRIPTIONS: 'Subscriptions',
  EVENTS: 'Events',
};

/** The same rule as the redirect service's: lower case, underscores as hyphens. */
const slugOf = (section: MembersAccountSection) => section.toLowerCase().replaceAll('_', '-');

export const ACCOUNT_SECTIONS: readonly AccountSection[] = MEMBERS_ACCOUNT_SECTIONS.map((section) => ({
  section,
  slug: slugOf(section),
  label: LABELS[section],
}));

/**
 * The sections the account menu lists: those this store keeps for members. Bookings, subscriptions and
 * events stay reachable at their paths (a redirect session may send there) and say the store has none.
 */
export const LISTED_ACCOUNT_SECTIONS: readonly AccountSection[] = ACCOUNT_SECTIONS.filter(
  (entry) => entry.section === 'ACCOUNT_INFO' || entry.section === 'ORDERS',
);

/** The section at `/account/<slug>` (any letter case); account info for `/account` itself. */
export function accountSectionAt(slug: string | undefined): AccountSection | undefined {
  if (slug === undefined) return ACCOUNT_SECTIONS[0];
  return ACCOUNT_SECTIONS.find((entry) => entry.slug === slug.toLowerCase());
}
