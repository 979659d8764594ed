// A list of phones or e-mails, each with its tag: change, add and remove rows; the whole list is saved at once.
import type { ContactTag } from '@cartwright/contracts';
import { Field } from '../ui/forms/field.js';
import { TAG_LABELS } from './contact-tags.js';

export interface TaggedValue {
  value: string;
  tag: ContactTag;
}

interface TaggedValuesFieldsetProps {
  /** "Phone", as in "Phone 2" and "Add a phone". */
  noun: string;
  legend: string;
  values: TaggedValue[];
  tags: readonly ContactTag[];
  onChange: (values: TaggedValue[]) => void;
  max: number;
  input: { type: 'tel' | 'email'; autoComplete: string; maxLength: number };
  /** Row index → message. */
  errors: Record<number, string>;
}

export function TaggedValuesFieldset({
  noun,
  legend,
  values,
  tags,
  onChange,
  max,
  input,
  errors,
}: TaggedValuesFieldsetProps) {
  const lower = noun.toLowerCase();
  const replace = (index: number, patch: Partial<TaggedValue>) =>
    onChange(values.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="account-fieldset">
      <legend>{legend}</legend>
      {values.length === 0 ? <p className="field-hint">No {lower}s yet.</p> : null}
      {values.map((row, index) => (
        // Rows have no id of their own; the position is what the member sees and edits.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="tagged-row" key={index}>
          <Field label={`${noun} ${index + 1}`} error={errors[index]}>
            {(c) => (
              <input
                {...c}
                {...input}
                value={row.value}
                onChange={(e) => replace(index, { value: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={`${noun} ${index + 1} label`}>
            {(c) => (
              <select
                {...c}
                value={row.tag}
                onChange={(e) => replace(index, { tag: e.currentTarget.value as ContactTag })}
              >
                {tags.map((tag) => (
                  <option key={tag} value={tag}>
                    {TAG_LABELS[tag]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button
            type="button"
            className="text-button"
            aria-label={`Remove ${lower} ${index + 1}`}
            onClick={() => onChange(values.filter((_, i) => i !== index))}
          >
            Remove
          </button>
        </div>
      ))}
      {values.length < max ? (
        <button
          type="button"
          className="secondary-button"
          onClick={() => onChange([...values, { value: '', tag: tags[0]! }])}
        >
          Add {/^[aeiou]/.test(lower) ? 'an' : 'a'} {lower}
        </button>
      ) : null}
    </fieldset>
  );
}
