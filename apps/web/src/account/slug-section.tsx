// The member's slug, the name in links to their profile: its form is checked as it is typed, whether another
// member shows it is asked as the typing pauses, and the store's own answer on save is the final word (it alone
// sees private members' slugs).

import { isApiError } from '@cartwright/client';
import { type Member, updateCurrentMemberSlug } from '@cartwright/client/members';
import { MEMBER_SLUG_PATTERN } from '@cartwright/contracts';
import { MEMBER_SLUG_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import { FormAlert, TextField } from '../ui/forms/field.js';
import { DraftInvalid } from '../ui/forms/field-errors.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { accountFormErrors } from './account-errors.js';
import { keepSavedMember } from './use-current-member-record.js';
import { useSlugCheck } from './use-slug-check.js';

const SLUG = new RegExp(MEMBER_SLUG_PATTERN);
const TAKEN = 'Another member already uses this address. Try another one.';

/** The slug as the store will keep it: trimmed and in lower case. */
export const normalizedSlug = (text: string) => text.trim().toLowerCase();

function formProblem(slug: string): string | undefined {
  if (slug === '') return 'Enter an address.';
  if (!SLUG.test(slug)) return 'Use lowercase letters, digits and single hyphens between them.';
  return undefined;
}

export function SlugSection({ member }: { member: Member }) {
  const saved = member.profile?.slug ?? '';
  const [draft, setDraft] = useState(saved);
  const slug = normalizedSlug(draft);
  const problem = slug === saved ? undefined : formProblem(slug);
  const check = useSlugCheck(problem || slug === saved ? undefined : slug, member.id);
  const save = useStoreMutation({
    mutationFn: (client, next: string) => {
      const invalid = formProblem(next);
      if (invalid) throw new DraftInvalid({ slug: invalid });
      return updateCurrentMemberSlug(client, next);
    },
    update: keepSavedMember,
    onSuccess: (kept) => setDraft(kept.profile?.slug ?? ''),
  });
  const refused = isApiError(save.error) && save.error.code === 'SLUG_ALREADY_EXISTS';
  const errors = refused ? { fields: { slug: TAKEN } } : accountFormErrors(save.error, ['slug']);
  const feedback = (): { error?: string; hint: string } => {
    if (errors.fields.slug) return { error: errors.fields.slug, hint: '' };
    if (slug === saved) return { hint: 'This is your current address.' };
    if (problem) return { error: problem, hint: '' };
    if (check === 'taken') return { error: TAKEN, hint: '' };
    if (check === 'free') return { hint: `“${slug}” is free.` };
    if (check === 'unknown') return { hint: 'The store checks the address when you save.' };
    return { hint: 'Checking whether it is free…' };
  };
  const { error, hint } = feedback();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(slug);
  };
  return (
    <section className="account-section" aria-labelledby="account-slug">
      <h2 id="account-slug">Profile address</h2>
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormAlert message={errors.summary} />
        <TextField
          label="Address name (slug)"
          hint={hint || undefined}
          error={error}
          autoComplete="off"
          spellCheck={false}
          maxLength={MEMBER_SLUG_MAX_LENGTH}
          value={draft}
          onValueChange={(value) => {
            save.reset();
            setDraft(value);
          }}
        />
        {save.isSuccess ? (
          <p className="form-notice" role="status">
            Your profile address is now “{save.data.profile?.slug}”.
          </p>
        ) : null}
        <SubmitButton
          pending={save.isPending}
          disabled={slug === saved || Boolean(problem) || check === 'taken'}
        >
          Save address
        </SubmitButton>
      </form>
    </section>
  );
}
