// The account page's two-step verification: set up an authenticator app (the secret shown once, as a QR
// code, in groups of four and as its otpauth link) or e-mailed codes, confirm with a code (the recovery codes
// shown once then), and turn it off again.
import { isApiError } from '@cartwright/client';
import { factors } from '@cartwright/client/sign-in';
import type { ConfirmFactorResponse, EnrollTotpResponse, MemberFactor } from '@cartwright/contracts';
import { useStoreClient, useStoreMutation } from '@cartwright/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { CODE_LENGTH, CodeField, isWholeCode } from '../auth/code-field.js';
import { FormAlert } from '../ui/forms/field.js';
import { DraftInvalid, describeError, formErrors } from '../ui/forms/field-errors.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { QrCode } from './qr-code.js';
import { RECOVERY_CODES_KEY, RecoveryCodesPanel, RecoveryCodesStatus } from './recovery-codes.js';

const FACTORS_KEY = ['member-factors'];
const LABELS: Record<MemberFactor['type'], string> = {
  TOTP: 'Authenticator app',
  EMAIL: 'Codes by e-mail',
};

/** The secret as an authenticator app's manual entry shows it: groups of four. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** An enrolment waiting for its code: the factor, and for an app its secret (shown this once). */
type Setup = { factor: MemberFactor } & Partial<Pick<EnrollTotpResponse, 'secret' | 'otpauthUri'>>;

function removeProblem(error: unknown): string | undefined {
  if (!error) return undefined;
  if (isApiError(error) && error.code === 'RECENT_LOGIN_REQUIRED') {
    return 'For your security, sign out and sign in again to turn two-step verification off.';
  }
  return describeError(error);
}

function ConfirmSetup({
  setup,
  onDone,
  onCancel,
}: {
  setup: Setup;
  onDone: (answer: ConfirmFactorResponse) => void;
  onCancel: () => void;
}) {
  const confirm = useStoreMutation({
    mutationFn: async (client, code: string) => {
      if (!isWholeCode(code)) {
        throw new DraftInvalid({ code: `Enter the ${CODE_LENGTH}-digit code.` });
      }
      return factors.confirm(client, setup.factor.factorId, { code });
    },
    onSuccess: onDone,
  });
  const spent = isApiError(confirm.error) && confirm.error.data?.triesLeft === 0;
  const wrong = isApiError(confirm.error) && confirm.error.code === 'BAD_CODE';
  const errors = formErrors(confirm.error, ['code']);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, ''));
  };
  return (
    <form className="auth-form two-step-setup" onSubmit={submit} noValidate>
      {setup.secret ? (
        <>
          <p>1. Scan this code with your authenticator app:</p>
          {setup.otpauthUri ? <QrCode text={setup.otpauthUri} label="QR code of the setup key" /> : null}
          <p className="form-hint">Or add an account with this key (time-based, 6 digits):</p>
          <p className="totp-secret">
            <code>{groupedSecret(setup.secret)}</code>
          </p>
          <p className="form-hint">
            On this phone? <a href={setup.otpauthUri}>Open the key in your authenticator app</a>. The key is
            shown only now.
          </p>
          <p>2. Enter the {CODE_LENGTH}-digit code the app shows:</p>
        </>
      ) : (
        <p>We e-mailed you a {CODE_LENGTH}-digit code. Enter it to turn on codes by e-mail.</p>
      )}
      <FormAlert
        message={
          spent
            ? 'Too many wrong codes. Cancel and start the setup again.'
            : wrong
              ? 'That code is not right. Enter the newest code.'
              : errors.summary
        }
      />
      <CodeField label="Code" error={errors.fields.code} />
      <div className="two-step-actions">
        <SubmitButton pending={confirm.isPending} pendingLabel="Checking…">
          Turn on
        </SubmitButton>
        <button type="button" className="secondary-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The active factors, each with its "Turn off". */
function FactorList({
  active,
  removing,
  onRemove,
}: {
  active: MemberFactor[];
  removing: boolean;
  onRemove: (factorId: string) => void;
}) {
  return (
    <ul className="factor-list">
      {active.map((factor) => (
        <li key={factor.factorId}>
          <span>
            <strong>On:</strong> {LABELS[factor.type]}
            {factor.activatedDate ? (
              <span className="form-hint"> since {new Date(factor.activatedDate).toLocaleDateString()}</span>
            ) : null}
          </span>
          <button
            type="button"
            className="secondary-button"
            disabled={removing}
            onClick={() => onRemove(factor.factorId)}
          >
            Turn off
          </button>
        </li>
      ))}
    </ul>
  );
}

export function TwoStepSection() {
  const client = useStoreClient();
  const queries = useQueryClient();
  const [setup, setSetup] = useState<Setup>();
  /** Recovery codes just made, shown until the member says they saved them. */
  const [codes, setCodes] = useState<string[]>();
  const list = useQuery({ queryKey: FACTORS_KEY, queryFn: () => factors.list(client) });
  const refresh = () =>
    Promise.all([
      queries.invalidateQueries({ queryKey: FACTORS_KEY }),
      queries.invalidateQueries({ queryKey: RECOVERY_CODES_KEY }),
    ]);
  const enrol = useStoreMutation({
    mutationFn: async (client, type: MemberFactor['type']): Promise<Setup> =>
      type === 'TOTP' ? factors.enrollTotp(client) : factors.enrollEmail(client),
    onSuccess: setSetup,
  });
  const remove = useStoreMutation({
    mutationFn: (client, factorId: string) => factors.remove(client, factorId),
    onSuccess: refresh,
  });
  const cancel = () => {
    if (setup) remove.mutate(setup.factor.factorId);
    setSetup(undefined);
  };
  const active = list.data?.factors.filter((f) => f.status === 'ACTIVE') ?? [];

  return (
    <section className="account-section" aria-labelledby="account-two-step">
      <h2 id="account-two-step">Two-step verification</h2>
      <p className="form-hint">
        After your password, the store also asks for a code from your phone or your e-mail, so a stolen
        password alone cannot open your account.
      </p>
      {list.isPending ? <p role="status">Loading…</p> : null}
      <FormAlert
        message={list.error ? describeError(list.error) : removeProblem(remove.error ?? enrol.error)}
      />
      {active.length > 0 ? (
        <FactorList active={active} removing={remove.isPending} onRemove={remove.mutate} />
      ) : null}
      {codes ? <RecoveryCodesPanel codes={codes} onSaved={() => setCodes(undefined)} /> : null}
      {!codes && active.length > 0 ? <RecoveryCodesStatus onNewCodes={setCodes} /> : null}
      {setup ? (
        <ConfirmSetup
          setup={setup}
          onDone={(answer) => {
            setSetup(undefined);
            setCodes(answer.recoveryCodes);
            refresh();
          }}
          onCancel={cancel}
        />
      ) : list.isSuccess && active.length === 0 ? (
        <>
          <p>Two-step verification is off.</p>
          <div className="two-step-actions">
            <button
              type="button"
              className="button-link"
              disabled={enrol.isPending}
              onClick={() => enrol.mutate('TOTP')}
            >
              Set up an authenticator app
            </button>
            <button
              type="button"
              className="secondary-button"
              disabled={enrol.isPending}
              onClick={() => enrol.mutate('EMAIL')}
            >
              Use codes by e-mail
            </button>
          </div>
        </>
      ) : null}
      {remove.error && isApiError(remove.error) && remove.error.code === 'RECENT_LOGIN_REQUIRED' ? (
        <p>
          <Link to="/auth/logout">Sign out</Link>
        </p>
      ) : null}
    </section>
  );
}
