// The account page's recovery codes: the set shown once, when two-step verification turns on or new codes are
// made, with Copy, Download and "I have saved them"; and the line that says how many are left, with a way to
// make a new set that first says the old codes stop working.
import { isApiError } from '@cartwright/client';
import { factors } from '@cartwright/client/sign-in';
import { useStoreClient, useStoreMutation } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { CopyButton } from '../ui/forms/copy-button.js';
import { FormAlert } from '../ui/forms/field.js';
import { describeError } from '../ui/forms/field-errors.js';

export const RECOVERY_CODES_KEY = ['member-recovery-codes'];

/**
 * The downloaded file: what the codes are for and where, then one code a line.
 * @example recoveryCodesText(['ABCD-2345'], 'shop.example')
 */
export function recoveryCodesText(codes: string[], where: string): string {
  return [
    `Recovery codes for your account at ${where}`,
    'If you lose your phone, each code signs you in once in place of a two-step verification code.',
    'Keep them somewhere safe; anyone with your password and one of them can sign in.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download on its own time; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A new set of codes, shown this once; `onSaved` when the member says they kept them. */
export function RecoveryCodesPanel({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const headingId = useId();
  return (
    <section className="recovery-codes" aria-labelledby={headingId}>
      <h3 id={headingId}>Save your recovery codes</h3>
      <p>
        Save these recovery codes somewhere safe, such as a password manager or on paper. If you lose your
        phone, each code works once in place of a code to sign you in. They are shown only now.
      </p>
      <ol className="recovery-code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-step-actions">
        <CopyButton value={codes.join('\n')} label="Copy the recovery codes" className="secondary-button" />
        <button
          type="button"
          className="secondary-button"
          onClick={() => download(recoveryCodesText(codes, window.location.host), 'recovery-codes.txt')}
        >
          Download (.txt)
        </button>
        <button type="button" className="button-link" onClick={onSaved}>
          I have saved them
        </button>
      </div>
    </section>
  );
}

function regenerateProblem(error: unknown): string | undefined {
  if (!error) return undefined;
  if (isApiError(error) && error.code === 'RECENT_LOGIN_REQUIRED') {
    return 'For your security, sign out and sign in again to make new recovery codes.';
  }
  return describeError(error);
}

/** How many codes are left, and "Generate new codes", which asks once more before the old set stops working. */
export function RecoveryCodesStatus({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const client = useStoreClient();
  const [confirming, setConfirming] = useState(false);
  const status = useQuery({
    queryKey: RECOVERY_CODES_KEY,
    queryFn: () => factors.getRecoveryCodesStatus(client),
  });
  const regenerate = useStoreMutation({
    mutationFn: (client) => factors.regenerateRecoveryCodes(client),
    invalidates: [RECOVERY_CODES_KEY],
    onSuccess: ({ recoveryCodes }) => {
      setConfirming(false);
      onNewCodes(recoveryCodes);
    },
  });
  if (!status.data) return null;
  const { remaining } = status.data;
  const signInAgain = isApiError(regenerate.error) && regenerate.error.code === 'RECENT_LOGIN_REQUIRED';
  return (
    <div className="recovery-codes-status">
      <p>
        <strong>{remaining === 1 ? '1 recovery code left' : `${remaining} recovery codes left`}</strong>{' '}
        <span className="form-hint">for when your phone is out of reach; each works once.</span>
      </p>
      <FormAlert message={regenerateProblem(regenerate.error)} />
      {signInAgain ? (
        <p>
          <Link to="/auth/logout">Sign out</Link>
        </p>
      ) : null}
      {confirming ? (
        <fieldset className="recovery-codes-confirm">
          <legend>Generate new recovery codes?</legend>
          <p>Your old recovery codes stop working at once; only the new ones will sign you in.</p>
          <div className="two-step-actions">
            <button
              type="button"
              className="button-link"
              disabled={regenerate.isPending}
              onClick={() => regenerate.mutate()}
            >
              {regenerate.isPending ? 'Making codes…' : 'Yes, make new codes'}
            </button>
            <button
              type="button"
              className="secondary-button"
              disabled={regenerate.isPending}
              onClick={() => setConfirming(false)}
            >
              Keep my codes
            </button>
          </div>
        </fieldset>
      ) : (
        <button type="button" className="secondary-button" onClick={() => setConfirming(true)}>
          Generate new codes
        </button>
      )}
    </div>
  );
}
