// One menu of an admin list's filter panel (a status, a sort, a collection…): labelled, applied as soon as a
// choice is picked, and typed by its choices so a pick needs no cast.
import { useId } from 'react';

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  /**
   * Each choice's label by its value, in the order the menu lists them; '' is the "any" choice. (Object order:
   * a value that reads as a whole number would move to the front.)
   */
  choices: Partial<Record<Value, string>>;
  onChange: (value: Value) => void;
}

export function FilterSelect<Value extends string>({
  label,
  value,
  choices,
  onChange,
}: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as Value)}>
        {(Object.entries(choices) as [Value, string][]).map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
