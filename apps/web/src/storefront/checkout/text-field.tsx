// One labelled text input of the hosted checkout, with its message tied to it; the id lets a failed submit focus
// the first field to fix.
import type { InputHTMLAttributes } from 'react';
import { FieldError } from '../cart/address-form.js';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  /** Under the label: an example or what the field is for. */
  hint?: string;
  className?: string;
}

export function TextField({
  id,
  label,
  value,
  error,
  onValueChange,
  hint,
  className,
  ...input
}: TextFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="text"
        {...input}
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValueChange(e.currentTarget.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
