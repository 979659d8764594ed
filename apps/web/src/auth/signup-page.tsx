// /auth/signup: a shopper creates a member account; the store may then ask for the e-mailed code or for the
// owner's approval.
import { useStoreMutation } from '@cartwright/react';
import type { FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { EmailField, Field, FormAlert } from '../ui/forms/field.js';
import { DraftInvalid, formErrors } from '../ui/forms/field-errors.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { AuthPage } from './auth-page.js';
import { AuthProblemAlert } from './auth-problem-alert.js';
import type { AuthStep } from './auth-step.js';
import { RobotCheckStatus } from './captcha/robot-check-status.js';
import { useRobotCheck } from './captcha/use-robot-check.js';
import { nextParameter } from './hosted-next.js';
import { type SignUpInput, signUp, withCaptcha } from './member-sign-in.js';
import { NewPasswordFields } from './new-password-fields.js';
import { emailProblem, passwordProblem } from './password-rule.js';
import type { PendingSignIn } from './use-finish-sign-in.js';
import { useFollowAuthStep } from './use-follow-auth-step.js';

const NAME_MAX_LENGTH = 100;

function draftProblems(input: SignUpInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const email = emailProblem(input.email);
  const password = passwordProblem(input.password);
  if (email) problems.email = email;
  if (password) problems.password = password;
  return problems;
}

export function SignupPage() {
  const next = nextParameter(useSearch()) ?? undefined;
  const follow = useFollowAuthStep();
  const robotCheck = useRobotCheck();
  const register = useStoreMutation({
    mutationFn: async (client, input: SignUpInput): Promise<AuthStep> => {
      const problems = draftProblems(input);
      if (Object.keys(problems).length > 0) throw new DraftInvalid(problems);
      const step = await withCaptcha((tokens) => signUp(client, input, tokens), robotCheck.solve);
      const pending: PendingSignIn = {
        profile: { email: input.email, firstName: input.firstName, lastName: input.lastName },
        ...(next ? { next } : {}),
        newMember: true,
      };
      return follow(step, pending);
    },
  });

  if (register.data?.state === 'OWNER_APPROVAL_REQUIRED') {
    return (
      <AuthPage title="Account created">
        <p role="status">
          Thank you for signing up. This store approves new members by hand: you can sign in once the owner
          has approved your account.
        </p>
      </AuthPage>
    );
  }
  const errors = formErrors(register.error, ['email', 'password']);
  const failure = register.data?.state === 'FAILURE' ? register.data : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    register.mutate({
      email: text('email').trim(),
      password: text('password'),
      firstName: text('firstName').trim(),
      lastName: text('lastName').trim(),
    });
  };

  return (
    <AuthPage title="Create an account" intro="Sign in faster next time and keep your cart on every device.">
      <form className="auth-form" onSubmit={submit} noValidate>
        <AuthProblemAlert failure={failure} email={register.variables?.email} />
        <FormAlert message={errors.summary} />
        <RobotCheckStatus progress={robotCheck.progress} />
        <NameFields />
        <EmailField
          label="E-mail"
          error={errors.fields.email}
          name="email"
          autoComplete="email"
          maxLength={320}
          required
        />
        <NewPasswordFields label="Password" name="password" errors={errors.fields} repeat={false} required />
        <SubmitButton
          pending={register.isPending || register.data?.state === 'SUCCESS'}
          pendingLabel="Creating your account…"
        >
          Create account
        </SubmitButton>
      </form>
      <p className="auth-links">
        <span>
          Already a member?{' '}
          <Link to={`/auth/login${next ? `?next=${encodeURIComponent(next)}` : ''}`}>Sign in</Link>
        </span>
      </p>
    </AuthPage>
  );
}

/** First and last name: optional, kept with the new member. */
function NameFields() {
  return (
    <div className="name-fields">
      <Field label="First name">
        {(control) => (
          <input {...control} name="firstName" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
        )}
      </Field>
      <Field label="Last name">
        {(control) => (
          <input {...control} name="lastName" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
        )}
      </Field>
    </div>
  );
}
