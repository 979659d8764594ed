// The sign-in policies: how new members are approved, whether their e-mail is verified, when a captcha is asked.
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import { Field, FormAlert } from '../../ui/forms/field.js';
import { describeError, formErrors } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { type AuthSettings, authSettingsKeys, updateAuthSettings } from './auth-settings-queries.js';

interface Choice<V extends string> {
  value: V;
  label: string;
}

const approvalChoices: Choice<AuthSettings['approval']>[] = [
  { value: 'AUTOMATIC', label: 'Approve new members at once' },
  { value: 'OWNER_APPROVAL', label: 'New members wait for my approval' },
];
const verificationChoices: Choice<AuthSettings['emailVerification']>[] = [
  { value: 'REQUIRED', label: 'Members confirm their e-mail with a code before the first sign-in' },
  { value: 'OFF', label: 'No e-mail confirmation' },
];
const captchaChoices: Choice<AuthSettings['captcha']>[] = [
  { value: 'OFF', label: 'Never' },
  { value: 'AFTER_FAILURES', label: 'After failed sign-in attempts' },
  { value: 'ALWAYS', label: 'On every sign-up and sign-in' },
];

function ChoiceGroup<V extends string>(props: {
  legend: string;
  name: string;
  choices: Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{props.legend}</legend>
      {props.choices.map((choice) => (
        <label key={choice.value} className="radio-choice">
          <input
            type="radio"
            name={props.name}
            value={choice.value}
            checked={props.value === choice.value}
            onChange={() => props.onChange(choice.value)}
          />{' '}
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

export function AuthSettingsForm({ settings }: { settings: AuthSettings }) {
  const [draft, setDraft] = useState(settings);
  const [failures, setFailures] = useState(String(settings.captchaAfterFailures));
  const save = useStoreMutation({
    mutationFn: (client, next: AuthSettings) => updateAuthSettings(client, next),
    invalidates: [authSettingsKeys.all],
  });
  const set =
    <K extends keyof AuthSettings>(key: K) =>
    (value: AuthSettings[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const errors = formErrors(save.error, ['captchaAfterFailures']);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ ...draft, captchaAfterFailures: Number(failures) });
  };
  return (
    <form className="admin-form" aria-label="Sign-in settings" onSubmit={submit}>
      <FormAlert
        message={save.isError && !errors.fields.captchaAfterFailures ? describeError(save.error) : undefined}
      />
      {save.isSuccess ? <p role="status">Sign-in settings saved.</p> : null}
      <ChoiceGroup
        legend="New members"
        name="approval"
        choices={approvalChoices}
        value={draft.approval}
        onChange={set('approval')}
      />
      <ChoiceGroup
        legend="E-mail verification"
        name="emailVerification"
        choices={verificationChoices}
        value={draft.emailVerification}
        onChange={set('emailVerification')}
      />
      <ChoiceGroup
        legend="Robot check (captcha)"
        name="captcha"
        choices={captchaChoices}
        value={draft.captcha}
        onChange={set('captcha')}
      />
      {draft.captcha === 'AFTER_FAILURES' ? (
        <Field
          label="Failed attempts before the robot check"
          hint="Counted per account and per network address."
          error={errors.fields.captchaAfterFailures}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={100}
              value={failures}
              onChange={(event) => setFailures(event.currentTarget.value)}
            />
          )}
        </Field>
      ) : null}
      <SubmitButton pending={save.isPending}>Save sign-in settings</SubmitButton>
    </form>
  );
}
