// Tests of the contact draft: plain phones and e-mails read as untagged, blank rows go, lists are sent whole.
import type { Member } from '@cartwright/client/members';
import { expect, it } from 'vitest';
import { emptyAddress } from './address-fieldset.js';
import { contactDraftOf, contactPatch, rowErrors, withoutBlankRows } from './contact-draft.js';

it('reads tagged phones and e-mails, and plain ones as untagged', () => {
  const tagged: Member = {
    id: 'm-1',
    contact: {
      taggedPhones: [{ phone: '+1 555 0100', tag: 'MOBILE' }],
      emails: ['ada@example.com'],
      addresses: [{ id: 'a-1', city: 'London', country: 'GB', tag: 'HOME' }],
    },
  };
  const draft = contactDraftOf(tagged);
  expect(draft.phones).toEqual([{ value: '+1 555 0100', tag: 'MOBILE' }]);
  expect(draft.emails).toEqual([{ value: 'ada@example.com', tag: 'UNTAGGED' }]);
  expect(draft.addresses[0]).toMatchObject({
    id: 'a-1',
    city: 'London',
    country: 'GB',
    tag: 'HOME',
    addressLine: '',
  });
  expect(contactDraftOf({ id: 'm-2' })).toEqual({ phones: [], emails: [], addresses: [] });
});

it('drops blank rows, trims values, and sends each list whole with only the filled address fields', () => {
  const draft = withoutBlankRows({
    phones: [
      { value: '  ', tag: 'HOME' },
      { value: ' 0123 456 ', tag: 'WORK' },
    ],
    emails: [{ value: '', tag: 'MAIN' }],
    addresses: [emptyAddress, { ...emptyAddress, id: 'a-1', city: ' Paris ', country: 'FR', tag: 'BILLING' }],
  });
  expect(contactPatch(draft)).toEqual({
    taggedPhones: [{ phone: '0123 456', tag: 'WORK' }],
    taggedEmails: [],
    addresses: [{ id: 'a-1', tag: 'BILLING', city: 'Paris', country: 'FR' }],
  });
});

it('finds the row of each list a message is about', () => {
  const fields = {
    'contact.taggedPhones[1]': 'must match the phone format',
    'contact.taggedEmails[0]': 'must be an e-mail',
  };
  expect(rowErrors(fields, 'contact.taggedPhones')).toEqual({ 1: 'must match the phone format' });
  expect(rowErrors(fields, 'contact.taggedEmails')).toEqual({ 0: 'must be an e-mail' });
  expect(rowErrors(fields, 'contact.addresses')).toEqual({});
});
