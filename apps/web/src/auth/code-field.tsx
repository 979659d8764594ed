// The one-time code a member types: the e-mailed sign-up or sign-in code, or a second step's app or e-mail code.
// One field for every place that asks, so each offers the phone's code autofill and the number pad alike; and
// the recovery code a second step takes in place of one (letters and digits, read off paper).
import { Field } from '../ui/forms/field.js';

/** The digits of every code the store sends or an authenticator app shows. */
export const CODE_LENGTH = 6;

/**
 * Whether `code` is a whole code: exactly {@link CODE_LENGTH} digits.
 * @example isWholeCode('123456') // true
 */
export const isWholeCode = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

interface CodeFieldProps {
  label: string;
  error: string | undefined;
  /** Only where the code is the page's one field, reached just now. */
  autoFocus?: boolean;
}

/** The code's input, named `code` in its form. */
export function CodeField({ label, error, autoFocus = false }: CodeFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name="code"
          className="code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          required
          // biome-ignore lint/a11y/noAutofocus: asked for only by the sign-in's second step, its one field
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}

/**
 * A recovery code's input, named `code` in its form: letters and digits as `XXXX-XXXX`, typed by hand or
 * pasted, so no autofill, no number pad and no autocorrection.
 */
export function RecoveryCodeField({ error, autoFocus = false }: Omit<CodeFieldProps, 'label'>) {
  return (
    <Field label="Recovery code" error={error} hint="Eight letters and digits, like ABCD-2345.">
      {(control) => (
        <input
          {...control}
          name="code"
          className="code-input recovery-code-input"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={20}
          required
          // biome-ignore lint/a11y/noAutofocus: asked for only by the sign-in's second step, its one field
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}
