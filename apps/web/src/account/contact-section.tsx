// The member's phones, e-mails and addresses, each with its tag, saved together.

import { type Member, updateMember } from '@cartwright/client/members';
import { EMAIL_TAGS, PHONE_TAGS } from '@cartwright/contracts';
import {
  EMAIL_MAX_LENGTH,
  MAX_MEMBER_ADDRESSES,
  MAX_MEMBER_EMAILS,
  MAX_MEMBER_PHONES,
  MEMBER_PHONE_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useMemo, useState } from 'react';
import { countryOptions } from '../storefront/cart/estimate-address.js';
import { FormAlert } from '../ui/forms/field.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { accountFormErrors } from './account-errors.js';
import { type AddressDraft, AddressFieldset, emptyAddress } from './address-fieldset.js';
import {
  type ContactDraft,
  contactDraftOf,
  contactPatch,
  rowErrors,
  withoutBlankRows,
} from './contact-draft.js';
import { TaggedValuesFieldset } from './tagged-values-fieldset.js';
import { keepSavedMember } from './use-current-member-record.js';

const SHOWN = [
  /^contact\.taggedPhones\[\d+\]/,
  /^contact\.taggedEmails\[\d+\]/,
  /^contact\.addresses\[\d+\]\.\w+/,
];

export function ContactSection({ member }: { member: Member }) {
  const [draft, setDraft] = useState<ContactDraft>(() => contactDraftOf(member));
  const countries = useMemo(() => countryOptions(), []);
  const save = useStoreMutation({
    mutationFn: (client, next: ContactDraft) =>
      updateMember(client, member.id!, { contact: contactPatch(next) }),
    update: keepSavedMember,
    onSuccess: (saved) => setDraft(contactDraftOf(saved)),
  });
  const errors = accountFormErrors(save.error, SHOWN);
  const change = (patch: Partial<ContactDraft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...patch }));
  };
  const setAddress = (index: number, address: AddressDraft) =>
    change({ addresses: draft.addresses.map((a, i) => (i === index ? address : a)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const saved = withoutBlankRows(draft);
    setDraft(saved);
    save.mutate(saved);
  };
  return (
    <section className="account-section account-section-wide" aria-labelledby="account-contact">
      <h2 id="account-contact">Contact details</h2>
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormAlert message={errors.summary} />
        <TaggedValuesFieldset
          noun="Phone"
          legend="Phones"
          values={draft.phones}
          tags={PHONE_TAGS}
          max={MAX_MEMBER_PHONES}
          input={{ type: 'tel', autoComplete: 'tel', maxLength: MEMBER_PHONE_MAX_LENGTH }}
          errors={rowErrors(errors.fields, 'contact.taggedPhones')}
          onChange={(phones) => change({ phones })}
        />
        <TaggedValuesFieldset
          noun="E-mail"
          legend="Other e-mail addresses"
          values={draft.emails}
          tags={EMAIL_TAGS}
          max={MAX_MEMBER_EMAILS}
          input={{ type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH }}
          errors={rowErrors(errors.fields, 'contact.taggedEmails')}
          onChange={(emails) => change({ emails })}
        />
        <fieldset className="account-fieldset">
          <legend>Addresses</legend>
          {draft.addresses.length === 0 ? <p className="field-hint">No addresses yet.</p> : null}
          {draft.addresses.map((address, index) => (
            <AddressFieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: new addresses have no id; the position is what the member edits.
              key={index}
              number={index + 1}
              address={address}
              countries={countries}
              errors={addressErrors(errors.fields, index)}
              onChange={(next) => setAddress(index, next)}
              onRemove={() => change({ addresses: draft.addresses.filter((_, i) => i !== index) })}
            />
          ))}
          {draft.addresses.length < MAX_MEMBER_ADDRESSES ? (
            <button
              type="button"
              className="secondary-button"
              onClick={() => change({ addresses: [...draft.addresses, emptyAddress] })}
            >
              Add an address
            </button>
          ) : null}
        </fieldset>
        {save.isSuccess ? (
          <p className="form-notice" role="status">
            Your contact details are saved.
          </p>
        ) : null}
        <SubmitButton pending={save.isPending}>Save contact details</SubmitButton>
      </form>
    </section>
  );
}

/** `contact.addresses[2].city` → `{ city }` for address 2. */
function addressErrors(fields: Record<string, string>, index: number): Record<string, string> {
  const prefix = `contact.addresses[${index}].`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, message]) => [field.slice(prefix.length), message]),
  );
}
