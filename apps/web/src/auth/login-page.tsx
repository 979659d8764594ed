// /auth/login: the member signs in with e-mail and password (also the hosted login of the authorize endpoint,
// which opens it with ?next=).
import { useSession, useStoreMutation } from '@cartwright/react';
import type { ComponentProps, FormEvent } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { CredentialFields, credentialsOf } from '../ui/forms/credential-fields.js';
import { FormAlert } from '../ui/forms/field.js';
import { DraftInvalid, formErrors } from '../ui/forms/field-errors.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { ApprovalPendingPage, AuthPage } from './auth-page.js';
import { AuthProblemAlert } from './auth-problem-alert.js';
import type { AuthStep } from './auth-step.js';
import { RobotCheckStatus } from './captcha/robot-check-status.js';
import { useRobotCheck } from './captcha/use-robot-check.js';
import { hostedNext, nextParameter, returnPath } from './hosted-next.js';
import { signIn, withCaptcha } from './member-sign-in.js';
import { emailProblem } from './password-rule.js';
import { SsoButtons } from './sso-buttons.js';
import { TwoStepForm } from './two-step-form.js';
import { type PendingSignIn, useFinishSignIn } from './use-finish-sign-in.js';
import { useFollowAuthStep } from './use-follow-auth-step.js';

interface Credentials {
  email: string;
  password: string;
}

/** What the page says under its title: where the sign-in leads. */
function introOf(next: string | undefined, returnTo: string | undefined): string {
  if (next) return 'Sign in to continue to the app that sent you here.';
  return returnTo ? 'Sign in to continue to your checkout.' : 'Welcome back.';
}

export function LoginPage() {
  const { kind } = useSession();
  const search = useSearch();
  // Only a same-origin authorize request counts as an app waiting for the sign-in; any other next is ignored.
  const next = hostedNext(nextParameter(search), window.location.origin) ? nextParameter(search)! : undefined;
  // A page of this shop that asked for the sign-in (a checkout recovery link) is opened again afterwards.
  const returnTo = returnPath(search);
  const finish = useFinishSignIn();
  const follow = useFollowAuthStep();
  const robotCheck = useRobotCheck();
  const login = useStoreMutation({
    mutationFn: async (client, { email, password }: Credentials): Promise<AuthStep> => {
      const invalid = {
        ...(emailProblem(email) ? { email: emailProblem(email)! } : {}),
        ...(password ? {} : { password: 'Enter your password.' }),
      };
      if (Object.keys(invalid).length > 0) throw new DraftInvalid(invalid);
      const step = await withCaptcha(
        (tokens) => signIn(client, { email, password }, tokens),
        robotCheck.solve,
      );
      const pending: PendingSignIn = {
        profile: { email },
        ...(next ? { next } : {}),
        ...(returnTo ? { returnTo } : {}),
      };
      return follow(step, pending);
    },
  });
  // A member who opens the page again has nothing to do here, unless an app asks them to sign in.
  if (kind === 'member' && !next && login.isIdle) return <Redirect to={returnTo ?? '/account'} replace />;

  const step = login.data;
  const errors = formErrors(login.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(credentialsOf(event.currentTarget));
  };
  const emailDefault = new URLSearchParams(search).get('email') ?? '';

  if (step?.state === 'MFA_REQUIRED') {
    const email = login.variables?.email ?? '';
    return (
      <TwoStepForm
        stateToken={step.stateToken}
        factorTypes={step.factorTypes}
        onSignedIn={(success) =>
          finish(success.sessionToken, {
            profile: { email, ...success.profile },
            ...(next ? { next } : {}),
            ...(returnTo ? { returnTo } : {}),
          })
        }
        onRestart={() => login.reset()}
      />
    );
  }
  if (step?.state === 'OWNER_APPROVAL_REQUIRED') {
    return <ApprovalPendingPage />;
  }
  const failure = step?.state === 'FAILURE' ? step : undefined;
  return (
    <AuthPage title="Sign in" intro={introOf(next, returnTo)}>
      <LoginForm
        onSubmit={submit}
        failure={failure}
        email={login.variables?.email}
        errors={errors}
        robotCheck={robotCheck.progress}
        emailDefault={emailDefault}
        pending={login.isPending || step?.state === 'SUCCESS'}
      />
      <SsoButtons next={next ? hostedNext(next, window.location.origin) : undefined} />
      <p className="auth-links">
        <Link to="/auth/forgot-password">Forgot your password?</Link>
        <Link to={`/auth/signup${next ? `?next=${encodeURIComponent(next)}` : ''}`}>Create an account</Link>
      </p>
    </AuthPage>
  );
}

interface LoginFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The store's refusal of the last try, shown with what to do. */
  failure: ComponentProps<typeof AuthProblemAlert>['failure'];
  /** The e-mail of the last try. */
  email: string | undefined;
  errors: ReturnType<typeof formErrors>;
  robotCheck: ComponentProps<typeof RobotCheckStatus>['progress'];
  /** The e-mail the page was opened with (`?email=`). */
  emailDefault: string;
  pending: boolean;
}

/** The e-mail and password, with what went wrong last time. */
function LoginForm({ onSubmit, failure, email, errors, robotCheck, emailDefault, pending }: LoginFormProps) {
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <AuthProblemAlert failure={failure} email={email} />
      <FormAlert message={errors.summary} />
      <RobotCheckStatus progress={robotCheck} />
      <CredentialFields
        errors={errors.fields}
        emailMaxLength={320}
        passwordMaxLength={256}
        emailDefault={emailDefault}
        required
      />
      <SubmitButton pending={pending} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
