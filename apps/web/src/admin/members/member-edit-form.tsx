// The owner's edit of a member: names, nickname, title, company, job title and whether the profile is public.

import { type Member, updateMember } from '@cartwright/client/members';
import {
  MEMBER_COMPANY_MAX_LENGTH,
  MEMBER_JOB_TITLE_MAX_LENGTH,
  MEMBER_NAME_MAX_LENGTH,
  MEMBER_NICKNAME_MAX_LENGTH,
  MEMBER_TITLE_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { memberKeys, useStoreMutation } from '@cartwright/react';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert, SelectField, TextField } from '../../ui/forms/field.js';
import { formErrors } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { useToast } from '../../ui/toast.js';

interface MemberDraft {
  firstName: string;
  lastName: string;
  nickname: string;
  title: string;
  company: string;
  jobTitle: string;
  privacyStatus: 'PRIVATE' | 'PUBLIC';
}

const draftOf = (member: Member): MemberDraft => ({
  firstName: member.contact?.firstName ?? '',
  lastName: member.contact?.lastName ?? '',
  nickname: member.profile?.nickname ?? '',
  title: member.profile?.title ?? '',
  company: member.contact?.company ?? '',
  jobTitle: member.contact?.jobTitle ?? '',
  privacyStatus: member.privacyStatus === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
});

const SHOWN = [
  'contact.firstName',
  'contact.lastName',
  'profile.nickname',
  'profile.title',
  'contact.company',
  'contact.jobTitle',
];

export function MemberEditForm({ member }: { member: Member }) {
  const headingId = useId();
  const toast = useToast();
  const [draft, setDraft] = useState(() => draftOf(member));
  const save = useStoreMutation({
    mutationFn: (client, next: MemberDraft) =>
      updateMember(client, member.id!, {
        contact: {
          firstName: next.firstName.trim(),
          lastName: next.lastName.trim(),
          company: next.company.trim(),
          jobTitle: next.jobTitle.trim(),
        },
        profile: { nickname: next.nickname.trim(), title: next.title.trim() },
        privacyStatus: next.privacyStatus,
      }),
    invalidates: [memberKeys.all],
    onSuccess: (saved) => {
      setDraft(draftOf(saved));
      toast('Member saved.');
    },
  });
  const errors = formErrors(save.error, SHOWN);
  const text = (key: Exclude<keyof MemberDraft, 'privacyStatus'>, field: string) => ({
    value: draft[key],
    error: errors.fields[field],
    onValueChange: (value: string) => setDraft((current) => ({ ...current, [key]: value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <form className="admin-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>Details</h2>
      <FormAlert message={errors.summary} />
      <div className="field-pair">
        <TextField
          label="First name"
          maxLength={MEMBER_NAME_MAX_LENGTH}
          {...text('firstName', 'contact.firstName')}
        />
        <TextField
          label="Last name"
          maxLength={MEMBER_NAME_MAX_LENGTH}
          {...text('lastName', 'contact.lastName')}
        />
      </div>
      <TextField
        label="Nickname"
        maxLength={MEMBER_NICKNAME_MAX_LENGTH}
        {...text('nickname', 'profile.nickname')}
      />
      <TextField label="Title" maxLength={MEMBER_TITLE_MAX_LENGTH} {...text('title', 'profile.title')} />
      <div className="field-pair">
        <TextField
          label="Company"
          maxLength={MEMBER_COMPANY_MAX_LENGTH}
          {...text('company', 'contact.company')}
        />
        <TextField
          label="Job title"
          maxLength={MEMBER_JOB_TITLE_MAX_LENGTH}
          {...text('jobTitle', 'contact.jobTitle')}
        />
      </div>
      <SelectField
        label="Profile"
        value={draft.privacyStatus}
        choices={{
          PUBLIC: 'Public: in the community',
          PRIVATE: 'Private: only the member and the store see it',
        }}
        onValueChange={(value) =>
          setDraft((current) => ({
            ...current,
            privacyStatus: value,
          }))
        }
      />
      <SubmitButton pending={save.isPending}>Save member</SubmitButton>
    </form>
  );
}
