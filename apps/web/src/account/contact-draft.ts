// The contact form's draft and the member fields it comes from and goes back to: tagged phones and e-mails
// (plain ones count as untagged), and addresses with their tags. Blank rows are dropped on save.
import type { Member, MemberPatch } from '@cartwright/client/members';
import type { AddressDraft } from './address-fieldset.js';
import type { TaggedValue } from './tagged-values-fieldset.js';

export interface ContactDraft {
  phones: TaggedValue[];
  emails: TaggedValue[];
  addresses: AddressDraft[];
}

export function contactDraftOf(member: Member): ContactDraft {
  const contact = member.contact ?? {};
  return {
    phones:
      contact.taggedPhones?.map(({ phone, tag }) => ({ value: phone, tag })) ??
      (contact.phones ?? []).map((phone) => ({ value: phone, tag: 'UNTAGGED' })),
    emails:
      contact.taggedEmails?.map(({ email, tag }) => ({ value: email, tag })) ??
      (contact.emails ?? []).map((email) => ({ value: email, tag: 'UNTAGGED' })),
    addresses: (contact.addresses ?? []).map((address) => ({
      ...(address.id ? { id: address.id } : {}),
      addressLine: address.addressLine ?? '',
      addressLine2: address.addressLine2 ?? '',
      city: address.city ?? '',
      postalCode: address.postalCode ?? '',
      subdivision: address.subdivision ?? '',
      country: address.country ?? '',
      tag: address.tag ?? 'UNTAGGED',
    })),
  };
}

const blankAddress = (a: AddressDraft) =>
  [a.addressLine, a.addressLine2, a.city, a.postalCode, a.subdivision, a.country].every(
    (v) => v.trim() === '',
  );

/** The draft as it is saved, so the store's messages about row 2 are about the row shown second. */
export function withoutBlankRows(draft: ContactDraft): ContactDraft {
  const filled = (rows: TaggedValue[]) =>
    rows.map((row) => ({ ...row, value: row.value.trim() })).filter((row) => row.value !== '');
  return {
    phones: filled(draft.phones),
    emails: filled(draft.emails),
    addresses: draft.addresses.filter((address) => !blankAddress(address)),
  };
}

/** What the save sends (from a draft without blank rows): the three lists in full, each replacing the saved one. */
export function contactPatch(draft: ContactDraft): NonNullable<MemberPatch['contact']> {
  return {
    taggedPhones: draft.phones.map(({ value, tag }) => ({ phone: value, tag })),
    taggedEmails: draft.emails.map(({ value, tag }) => ({ email: value, tag })),
    addresses: draft.addresses.map(({ id, tag, ...fields }) => ({
      ...(id ? { id } : {}),
      tag,
      ...Object.fromEntries(
        Object.entries(fields)
          .map(([key, value]) => [key, value.trim()])
          .filter(([, value]) => value !== ''),
      ),
    })),
  };
}

/** `contact.taggedPhones[2]` messages → `{ 2: message }`. */
export function rowErrors(fields: Record<string, string>, list: string): Record<number, string> {
  const rows: Record<number, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const match = new RegExp(`^${list.replace('.', '\\.')}\\[(\\d+)\\]`).exec(field);
    if (match) rows[Number(match[1])] = message;
  }
  return rows;
}
