// The options part of the product editor: options (drop-down or colour) and their choices, added and removed in place.
import {
  CHOICE_VALUE_MAX_LENGTH,
  MAX_PRODUCT_OPTIONS,
  OPTION_NAME_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { Field, SelectField } from '../../ui/forms/field.js';
import type { ChoiceDraft, OptionDraft } from './product-draft.js';

interface OptionEditorProps {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  /** Messages by `productOptions[i].name` / `productOptions[i].choices`. */
  errors: Record<string, string>;
}

const newChoice = (): ChoiceDraft => ({ name: '', color: '#000000' });

/** Every option as a fieldset named after it, so tests and screen readers can tell them apart. */
export function OptionEditor({ options, onChange, errors }: OptionEditorProps) {
  const setOption = (index: number, patch: Partial<OptionDraft>) =>
    onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  return (
    <fieldset className="admin-fieldset">
      <legend>Options</legend>
      {options.length === 0 ? <p>No options: the product is sold as it is.</p> : null}
      {options.map((option, index) => (
        <OptionFields
          // biome-ignore lint/suspicious/noArrayIndexKey: options have no id until saved; order is their identity
          key={index}
          option={option}
          index={index}
          errors={errors}
          onChange={(patch) => setOption(index, patch)}
          onRemove={() => onChange(options.filter((_, i) => i !== index))}
        />
      ))}
      {options.length < MAX_PRODUCT_OPTIONS ? (
        <button
          type="button"
          onClick={() =>
            onChange([...options, { name: '', optionType: 'drop_down', choices: [newChoice(), newChoice()] }])
          }
        >
          Add an option
        </button>
      ) : null}
    </fieldset>
  );
}

interface OptionFieldsProps {
  option: OptionDraft;
  /** Its place among the options: `Option 1` and the server's `productOptions[0]`. */
  index: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<OptionDraft>) => void;
  onRemove: () => void;
}

/** One option: its name and type, and its choices (with a colour for a colour option). */
function OptionFields({ option, index, errors, onChange, onRemove }: OptionFieldsProps) {
  const label = `Option ${index + 1}`;
  const setChoice = (at: number, patch: Partial<ChoiceDraft>) =>
    onChange({ choices: option.choices.map((c, i) => (i === at ? { ...c, ...patch } : c)) });
  return (
    <fieldset className="option-draft" aria-label={label}>
      <legend>{label}</legend>
      <Field label="Option name" error={errors[`productOptions[${index}].name`]}>
        {(control) => (
          <input
            {...control}
            value={option.name}
            maxLength={OPTION_NAME_MAX_LENGTH}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
          />
        )}
      </Field>
      <SelectField
        label="Option type"
        value={option.optionType}
        choices={{ drop_down: 'Drop-down list', color: 'Colour swatches' }}
        onValueChange={(value) => onChange({ optionType: value })}
      />
      <ul className="choice-drafts" aria-label={`${label} choices`}>
        {option.choices.map((choice, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: choices have no id until saved
          <li key={at}>
            <Field label={`Choice ${at + 1}`}>
              {(control) => (
                <input
                  {...control}
                  value={choice.name}
                  maxLength={CHOICE_VALUE_MAX_LENGTH}
                  onChange={(e) => setChoice(at, { name: e.currentTarget.value })}
                />
              )}
            </Field>
            {option.optionType === 'color' ? (
              <Field label={`Choice ${at + 1} colour`}>
                {(control) => (
                  <input
                    {...control}
                    type="color"
                    value={choice.color || '#000000'}
                    onChange={(e) => setChoice(at, { color: e.currentTarget.value })}
                  />
                )}
              </Field>
            ) : null}
            <button
              type="button"
              className="link-button"
              onClick={() => onChange({ choices: option.choices.filter((_, i) => i !== at) })}
            >
              Remove choice {at + 1} of {label}
            </button>
          </li>
        ))}
      </ul>
      {errors[`productOptions[${index}].choices`] ? (
        <p className="field-error">{errors[`productOptions[${index}].choices`]}</p>
      ) : null}
      <button type="button" onClick={() => onChange({ choices: [...option.choices, newChoice()] })}>
        Add a choice to {label}
      </button>
      <button type="button" className="link-button" onClick={onRemove}>
        Remove {label}
      </button>
    </fieldset>
  );
}
