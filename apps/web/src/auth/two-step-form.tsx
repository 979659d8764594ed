// The login page's second step: the code of the member's authenticator app (or the e-mailed one), and
// whether to skip this step on this browser for 30 days.
import type { EnrollableFactorType } from '@cartwright/contracts';
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../ui/forms/field.js';
import { DraftInvalid, formErrors } from '../ui/forms/field-errors.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { problemMessage } from './auth-messages.js';
import { AuthPage } from './auth-page.js';
import type { AuthStep } from './auth-step.js';
import { CODE_LENGTH, CodeField, isWholeCode } from './code-field.js';
import { verifySecondFactor } from './member-sign-in.js';

interface TwoStepFormProps {
  stateToken: string;
  factorTypes: EnrollableFactorType[];
  /** Called with the session token once the code is right. */
  onSignedIn: (step: Extract<AuthStep, { state: 'SUCCESS' }>) => Promise<void>;
  /** Back to the password form (the sign-in expired or had too many wrong codes). */
  onRestart: () => void;
}

const WHERE: Record<EnrollableFactorType, string> = {
  TOTP: 'your authenticator app',
  EMAIL: 'the e-mail we just sent you',
};

function failureMessage(step: Extract<AuthStep, { state: 'FAILURE' }>, factorType: EnrollableFactorType) {
  if (step.problem === 'badCode')
    return `That code is not right. Enter the newest code from ${WHERE[factorType]}.`;
  if (step.problem === 'codeExpired') {
    return 'This sign-in expired or had too many wrong codes. Please sign in again.';
  }
  return problemMessage(step.problem, step.retryAfterSeconds);
}

export function TwoStepForm({ stateToken, factorTypes, onSignedIn, onRestart }: TwoStepFormProps) {
  const [factorType, setFactorType] = useState<EnrollableFactorType>(factorTypes[0] ?? 'TOTP');
  const [remember, setRemember] = useState(false);
  const verify = useStoreMutation({
    mutationFn: async (client, code: string): Promise<AuthStep> => {
      if (!isWholeCode(code)) {
        throw new DraftInvalid({ code: `Enter the ${CODE_LENGTH} digits from ${WHERE[factorType]}.` });
      }
      const step = await verifySecondFactor(client, {
        factorType,
        stateToken,
        code,
        rememberThisDevice: remember,
      });
      if (step.state === 'SUCCESS') await onSignedIn(step);
      return step;
    },
  });
  const errors = formErrors(verify.error, ['code']);
  const failure = verify.data?.state === 'FAILURE' ? verify.data : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify.mutate(String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, ''));
  };
  const other = factorTypes.find((type) => type !== factorType);
  return (
    <AuthPage
      title="Two-step verification"
      intro={`Enter the ${CODE_LENGTH}-digit code from ${WHERE[factorType]} to finish signing in.`}
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormAlert message={failure ? failureMessage(failure, factorType) : errors.summary} />
        <CodeField label="Code" error={errors.fields.code} autoFocus />
        <div>
          <label className="remember-device">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.currentTarget.checked)}
              aria-describedby="remember-device-hint"
            />
            Remember this device for 30 days
          </label>
          <p id="remember-device-hint" className="form-hint remember-device-hint">
            Skip this step when you sign in on this browser again. Not on shared computers.
          </p>
        </div>
        <SubmitButton pending={verify.isPending || verify.data?.state === 'SUCCESS'} pendingLabel="Checking…">
          Verify and sign in
        </SubmitButton>
      </form>
      <p className="auth-links">
        {other ? (
          <button type="button" className="text-button" onClick={() => setFactorType(other)}>
            Use {WHERE[other]} instead
          </button>
        ) : null}
        {failure?.problem === 'codeExpired' || !other ? (
          <button type="button" className="text-button" onClick={onRestart}>
            Sign in again
          </button>
        ) : null}
      </p>
    </AuthPage>
  );
}
