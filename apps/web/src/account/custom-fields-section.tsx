// The member's own custom fields: a name, a type (text, number, date, web or social link) and a value each.

import { type Member, updateMember } from '@cartwright/client/members';
import { CUSTOM_FIELD_TYPES, type CustomFieldType } from '@cartwright/contracts';
import {
  MAX_MEMBER_CUSTOM_FIELDS,
  MEMBER_CUSTOM_FIELD_KEY_MAX_LENGTH,
  MEMBER_CUSTOM_FIELD_VALUE_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import { Field, FormAlert } from '../ui/forms/field.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { accountFormErrors } from './account-errors.js';
import {
  type CustomFieldDraft,
  customFieldsDraftOf,
  customFieldsPatch,
  fieldRowErrors,
  keyedRows,
} from './custom-fields-draft.js';
import { keepSavedMember } from './use-current-member-record.js';

const TYPE_LABELS: Record<CustomFieldType, string> = {
  TEXT: 'Text',
  NUMBER: 'Number',
  DATE: 'Date',
  URL: 'Web address',
  SOCIAL: 'Social profile',
};

const INPUT_TYPES: Record<CustomFieldType, string> = {
  TEXT: 'text',
  NUMBER: 'number',
  DATE: 'date',
  URL: 'url',
  SOCIAL: 'url',
};

export function CustomFieldsSection({ member }: { member: Member }) {
  const [rows, setRows] = useState(() => customFieldsDraftOf(member));
  const save = useStoreMutation({
    mutationFn: (client, next: CustomFieldDraft[]) =>
      updateMember(client, member.id!, { contact: { customFields: customFieldsPatch(next) } }),
    update: keepSavedMember,
    onSuccess: (saved) => setRows(customFieldsDraftOf(saved)),
  });
  const errors = accountFormErrors(save.error, [/^contact\.customFields\.[^.]+(\.\w+)?/]);
  const problems = fieldRowErrors(errors.fields, rows);
  const change = (next: CustomFieldDraft[]) => {
    save.reset();
    setRows(next);
  };
  const replace = (index: number, patch: Partial<CustomFieldDraft>) =>
    change(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const saved = keyedRows(rows);
    setRows(saved);
    save.mutate(saved);
  };
  return (
    <section className="account-section account-section-wide" aria-labelledby="account-custom-fields">
      <h2 id="account-custom-fields">More about you</h2>
      <form className="auth-form" onSubmit={submit} noValidate>
        <p className="field-hint">Anything else you want the store to know, one field at a time.</p>
        <FormAlert message={errors.summary} />
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: new fields have no key yet; the position is what the member edits.
          <fieldset className="account-fieldset custom-field-row" key={index}>
            <legend className="visually-hidden">Field {index + 1}</legend>
            <Field label={`Field ${index + 1} name`} error={problems[index]?.name}>
              {(c) => (
                <input
                  {...c}
                  maxLength={MEMBER_CUSTOM_FIELD_KEY_MAX_LENGTH}
                  value={row.name}
                  onChange={(e) => replace(index, { name: e.currentTarget.value })}
                />
              )}
            </Field>
            <Field label={`Field ${index + 1} type`}>
              {(c) => (
                <select
                  {...c}
                  value={row.type}
                  onChange={(e) => replace(index, { type: e.currentTarget.value as CustomFieldType })}
                >
                  {CUSTOM_FIELD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={`Field ${index + 1} value`} error={problems[index]?.value}>
              {(c) => (
                <input
                  {...c}
                  type={INPUT_TYPES[row.type]}
                  maxLength={MEMBER_CUSTOM_FIELD_VALUE_MAX_LENGTH}
                  value={row.value}
                  onChange={(e) => replace(index, { value: e.currentTarget.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="text-button"
              aria-label={`Remove field ${index + 1}`}
              onClick={() => change(rows.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </fieldset>
        ))}
        {rows.length < MAX_MEMBER_CUSTOM_FIELDS ? (
          <button
            type="button"
            className="secondary-button"
            onClick={() => change([...rows, { name: '', type: 'TEXT', value: '' }])}
          >
            Add a field
          </button>
        ) : null}
        {save.isSuccess ? (
          <p className="form-notice" role="status">
            Your fields are saved.
          </p>
        ) : null}
        <SubmitButton pending={save.isPending}>Save fields</SubmitButton>
      </form>
    </section>
  );
}
