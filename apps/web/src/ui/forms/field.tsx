// A labelled form control with its error message, wired for assistive technology (aria-invalid, aria-describedby).
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the ids it must carry. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control and message; the control gets `aria-invalid` and is described by the message when there is one. */
export function Field({ label, error, hint, className = 'field', children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's error line, the target of its `aria-describedby`; nothing while there is no error. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

/** A form-level message (failure summary) announced when it appears. */
export function FormAlert({ message }: { message?: string }) {
  return message ? (
    <p className="form-alert" role="alert">
      {message}
    </p>
  ) : null;
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: string;
}

/** A controlled checkbox with its label, hint and message, laid out like the other fields. */
export function CheckboxField({ label, checked, onChange, error, hint }: CheckboxFieldProps) {
  return (
    <Field label={label} className="field checkbox" error={error} hint={hint}>
      {(c) => (
        <input {...c} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      )}
    </Field>
  );
}

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>;

interface TextFieldProps extends InputAttributes {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A controlled text input (any `type` that holds text) with its label, hint and message. */
export function TextField({ label, value, onValueChange, error, hint, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(c) => (
        <input {...c} {...input} value={value} onChange={(e) => onValueChange(e.currentTarget.value)} />
      )}
    </Field>
  );
}

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  /** Each choice's value and the text it shows, in the order shown. */
  choices: Readonly<Record<Value, string>>;
  onValueChange: (value: Value) => void;
  error?: string;
  hint?: string;
}

/** A controlled drop-down of fixed choices with its label, hint and message. */
export function SelectField<Value extends string>({
  label,
  value,
  choices,
  onValueChange,
  error,
  hint,
}: SelectFieldProps<Value>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(c) => (
        <select {...c} value={value} onChange={(e) => onValueChange(e.currentTarget.value as Value)}>
          {(Object.entries(choices) as [Value, string][]).map(([choice, text]) => (
            <option key={choice} value={choice}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface EmailFieldProps {
  label: string;
  /** The form data key. */
  name: string;
  /** `username` on sign-in forms, `email` elsewhere. */
  autoComplete: 'username' | 'email';
  maxLength: number;
  defaultValue?: string | undefined;
  error?: string | undefined;
  required?: boolean;
}

/** An uncontrolled e-mail input read from the form's data on submit. */
export function EmailField({ label, error, ...input }: EmailFieldProps) {
  return (
    <Field label={label} error={error}>
      {(c) => <input {...c} {...input} type="email" />}
    </Field>
  );
}

interface PasswordFieldProps {
  label: string;
  /** The form data key. */
  name: string;
  /** `current-password` to sign in, `new-password` to set one (so password managers offer the right thing). */
  autoComplete: 'current-password' | 'new-password';
  maxLength: number;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
}

/** An uncontrolled password input read from the form's data on submit. */
export function PasswordField({ label, error, hint, ...input }: PasswordFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(c) => <input {...c} {...input} type="password" />}
    </Field>
  );
}
