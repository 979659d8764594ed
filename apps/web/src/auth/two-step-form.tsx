// The login page's second step: the code of the member's authenticator app (or the e-mailed one), or one of
// the recovery codes saved for a lost phone, and whether to skip this step on this browser for 30 days.
import { type EnrollableFactorType, normalRecoveryCode } from '@cartwright/contracts';
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../ui/forms/field.js';
import { DraftInvalid, formErrors } from '../ui/forms/field-errors.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { problemMessage } from './auth-messages.js';
import { AuthPage } from './auth-page.js';
import type { AuthStep } from './auth-step.js';
import { CODE_LENGTH, CodeField, isWholeCode, RecoveryCodeField } from './code-field.js';
import { type SecondStepType, verifySecondFactor } from './member-sign-in.js';

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

/** The link that switches to a way of answering. */
const SWITCH: Record<SecondStepType, string> = {
  TOTP: `Use ${WHERE.TOTP} instead`,
  EMAIL: `Use ${WHERE.EMAIL} instead`,
  RECOVERY_CODE: 'Use a recovery code',
};

const INTRO = (factorType: SecondStepType) =>
  factorType === 'RECOVERY_CODE'
    ? 'Enter one of the recovery codes you saved when you turned on two-step verification. Each code works once.'
    : `Enter the ${CODE_LENGTH}-digit code from ${WHERE[factorType]} to finish signing in.`;

/** The code as the store takes it; a DraftInvalid naming the field when it cannot be one. */
function typedCode(code: string, factorType: SecondStepType): string {
  if (factorType === 'RECOVERY_CODE') {
    const written = normalRecoveryCode(code);
    if (!written) throw new DraftInvalid({ code: 'Enter a recovery code: eight letters and digits.' });
    return written;
  }
  if (!isWholeCode(code)) {
    throw new DraftInvalid({ code: `Enter the ${CODE_LENGTH} digits from ${WHERE[factorType]}.` });
  }
  return code;
}

function failureMessage(step: Extract<AuthStep, { state: 'FAILURE' }>, factorType: SecondStepType) {
  if (step.problem === 'badCode') {
    return factorType === 'RECOVERY_CODE'
      ? 'That recovery code is not right, or it was used already. Try another of your codes.'
      : `That code is not right. Enter the newest code from ${WHERE[factorType]}.`;
  }
  if (step.problem === 'codeExpired') {
    return 'This sign-in expired or had too many wrong codes. Please sign in again.';
  }
  return problemMessage(step.problem, step.retryAfterSeconds);
}

export function TwoStepForm({ stateToken, factorTypes, onSignedIn, onRestart }: TwoStepFormProps) {
  const [factorType, setFactorType] = useState<SecondStepType>(factorTypes[0] ?? 'TOTP');
  const [remember, setRemember] = useState(false);
  const verify = useStoreMutation({
    mutationFn: async (client, typed: string): Promise<AuthStep> => {
      const step = await verifySecondFactor(client, {
        factorType,
        stateToken,
        code: typedCode(typed, factorType),
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
  // A recovery code is always offered: the member who needs one has lost the factor, not the password.
  const others = [...factorTypes, 'RECOVERY_CODE' as const].filter((type) => type !== factorType);
  const switchTo = (type: SecondStepType) => {
    verify.reset();
    setFactorType(type);
  };
  return (
    <AuthPage title="Two-step verification" intro={INTRO(factorType)}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormAlert message={failure ? failureMessage(failure, factorType) : errors.summary} />
        {factorType === 'RECOVERY_CODE' ? (
          <RecoveryCodeField key="recovery" error={errors.fields.code} autoFocus />
        ) : (
          <CodeField key={factorType} label="Code" error={errors.fields.code} autoFocus />
        )}
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
        {others.map((type) => (
          <button key={type} type="button" className="text-button" onClick={() => switchTo(type)}>
            {SWITCH[type]}
          </button>
        ))}
        {failure?.problem === 'codeExpired' || factorTypes.length < 2 ? (
          <button type="button" className="text-button" onClick={onRestart}>
            Sign in again
          </button>
        ) : null}
      </p>
    </AuthPage>
  );
}
