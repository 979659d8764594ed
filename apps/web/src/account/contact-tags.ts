// The words for the spec's contact tags, shared by the account's contact forms and the admin's member page.
import type { ContactTag } from '@cartwright/contracts';

export const TAG_LABELS: Record<ContactTag, string> = {
  UNTAGGED: 'No label',
  MAIN: 'Main',
  HOME: 'Home',
  WORK: 'Work',
  MOBILE: 'Mobile',
  FAX: 'Fax',
  BILLING: 'Billing',
  SHIPPING: 'Shipping',
};
