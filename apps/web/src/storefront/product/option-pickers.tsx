// Option pickers of a product page: a select for drop-down options, swatches for color options; choices
// that lead to no in-stock variant are marked unavailable.
import type { Product } from '@cartwright/client/products';
import { useId } from 'react';
import { choiceName, type Selection } from './choice-availability.js';

type ProductOption = NonNullable<Product['productOptions']>[number];
type Choice = NonNullable<ProductOption['choices']>[number];

interface PickerProps {
  product: Product;
  option: ProductOption;
  selection: Selection;
  /** Whether picking `choice` of `option` leads to something in stock, given the other choices. */
  isAvailable: (option: string, choice: Choice) => boolean;
  onPick: (option: string, choice: string) => void;
}

function visibleChoices(option: ProductOption) {
  return (option.choices ?? []).filter((c) => c.visible !== false);
}

function DropDownPicker({ option, selection, isAvailable, onPick }: PickerProps) {
  const id = useId();
  const name = option.name ?? '';
  return (
    <div className="field option-picker">
      <label htmlFor={id}>{name}</label>
      <select
        id={id}
        data-option={name}
        value={selection[name] ?? ''}
        onChange={(e) => onPick(name, e.currentTarget.value)}
      >
        <option value="" disabled>
          Choose {name.toLowerCase()}
        </option>
        {visibleChoices(option).map((choice) => {
          const value = choiceName(choice);
          const available = isAvailable(name, choice);
          return (
            <option key={value} value={value}>
              {available ? value : `${value} (out of stock)`}
            </option>
          );
        })}
      </select>
    </div>
  );
}

function ColorPicker({ option, selection, isAvailable, onPick }: PickerProps) {
  const group = useId();
  const name = option.name ?? '';
  return (
    <fieldset className="option-picker swatches">
      <legend>
        {name}
        {selection[name] ? `: ${selection[name]}` : ''}
      </legend>
      {visibleChoices(option).map((choice) => {
        const value = choiceName(choice);
        const available = isAvailable(name, choice);
        return (
          <label key={value} className="swatch" data-available={available}>
            <input
              type="radio"
              name={group}
              data-option={name}
              value={value}
              checked={selection[name] === value}
              onChange={() => onPick(name, value)}
            />
            {/* A fill attribute, not a style attribute: the page policy blocks inline styles in server HTML. */}
            <svg className="swatch-color" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <rect width="20" height="20" fill={choice.value} />
            </svg>
            <span className="swatch-name">{available ? value : `${value} (out of stock)`}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** One picker per option; out-of-stock choices stay selectable so the shopper sees why they cannot buy. */
export function OptionPickers(props: Omit<PickerProps, 'option'>) {
  return (
    <div className="option-pickers">
      {(props.product.productOptions ?? []).map((option) =>
        option.optionType === 'color' ? (
          <ColorPicker key={option.name} {...props} option={option} />
        ) : (
          <DropDownPicker key={option.name} {...props} option={option} />
        ),
      )}
    </div>
  );
}

/**
 * The choices a shopper made in `form` before its code arrived: a server-rendered page is usable before it
 * hydrates, and what was picked then is in the form, not in the component's state.
 */
export function choicesInForm(form: HTMLFormElement | null): Selection {
  const picked: Selection = {};
  for (const field of form?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-option]') ?? []) {
    const option = field.dataset.option;
    if (option === undefined || field.value === '') continue;
    if (field instanceof HTMLInputElement && !field.checked) continue;
    picked[option] = field.value;
  }
  return picked;
}
