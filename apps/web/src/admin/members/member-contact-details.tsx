// A member's phones, e-mails and addresses as the owner sees them, each kind with its own delete (asked once more
// in place): the store removes every entry of that kind at once.
import {
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  type Member,
  type MemberAddress,
} from '@cartwright/client/members';
import type { ContactTag } from '@cartwright/contracts';
import { memberKeys, type OAuthStoreClient, useStoreMutation } from '@cartwright/react';
import { type ReactNode, useId, useState } from 'react';
import { TAG_LABELS } from '../../account/contact-tags.js';
import { countryName } from '../../storefront/cart/estimate-address.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { useToast } from '../../ui/toast.js';

interface Entry {
  text: string;
  tag?: ContactTag;
}

const addressText = (a: MemberAddress) =>
  [
    a.addressLine,
    a.addressLine2,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.subdivision,
    a.country ? countryName(a.country) : '',
  ]
    .filter(Boolean)
    .join(', ');

function entriesOf(member: Member) {
  const contact = member.contact ?? {};
  return {
    phones:
      contact.taggedPhones?.map((p) => ({ text: p.phone, tag: p.tag })) ??
      (contact.phones ?? []).map((text) => ({ text })),
    emails:
      contact.taggedEmails?.map((e) => ({ text: e.email, tag: e.tag })) ??
      (contact.emails ?? []).map((text) => ({ text })),
    addresses: (contact.addresses ?? []).map((a) => ({
      text: addressText(a),
      ...(a.tag ? { tag: a.tag } : {}),
    })),
  };
}

export function MemberContactDetails({ member }: { member: Member }) {
  const headingId = useId();
  const entries = entriesOf(member);
  const customFields = Object.entries(member.contact?.customFields ?? {});
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Contact details</h2>
      <ContactKind
        title="Phones"
        noun="phones"
        one="phone"
        entries={entries.phones}
        member={member}
        remove={deleteMemberPhones}
      />
      <ContactKind
        title="E-mails"
        noun="e-mails"
        one="e-mail"
        entries={entries.emails}
        member={member}
        remove={deleteMemberEmails}
      />
      <ContactKind
        title="Addresses"
        noun="addresses"
        one="address"
        entries={entries.addresses}
        member={member}
        remove={deleteMemberAddresses}
      />
      {customFields.length > 0 ? (
        <>
          <h3>Custom fields</h3>
          <dl className="outbox-facts">
            {customFields.map(([key, field]) => (
              <Fact key={key} term={field.name || key}>
                {String(field.value ?? '')}
              </Fact>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

interface ContactKindProps {
  title: string;
  /** Lower case plural, as in "Delete phones". */
  noun: string;
  /** Singular: "phone". */
  one: string;
  entries: Entry[];
  member: Member;
  remove: (client: OAuthStoreClient, id: string) => Promise<Member>;
}

function ContactKind({ title, noun, one, entries, member, remove }: ContactKindProps) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const deletion = useStoreMutation({
    mutationFn: (client) => remove(client, member.id!),
    invalidates: [memberKeys.all],
    onSuccess: () => {
      setConfirming(false);
      toast(`${title} deleted.`);
    },
  });
  return (
    <div className="member-contact-kind">
      <h3>{title}</h3>
      {entries.length === 0 ? (
        <p className="field-hint">None.</p>
      ) : (
        <ul className="member-contact-list">
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the list is only read here.
            <li key={index}>
              {entry.text}
              {entry.tag && entry.tag !== 'UNTAGGED' ? (
                <span className="status-badge">{TAG_LABELS[entry.tag]}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={deletion.isError ? describeError(deletion.error) : undefined} />
      {entries.length === 0 ? null : confirming ? (
        <div className="inline-form">
          <button
            type="button"
            className="danger"
            disabled={deletion.isPending}
            onClick={() => deletion.mutate()}
          >
            {deletion.isPending
              ? 'Deleting…'
              : `Yes, delete ${entries.length} ${entries.length === 1 ? one : noun}`}
          </button>
          <button type="button" disabled={deletion.isPending} onClick={() => setConfirming(false)}>
            Keep them
          </button>
        </div>
      ) : (
        <button type="button" className="danger" onClick={() => setConfirming(true)}>
          Delete {noun}
        </button>
      )}
    </div>
  );
}
