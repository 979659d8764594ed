// The member's profile: names, nickname, title, photo (by its address) and the rich-text "about".

import { type Member, updateMember } from '@cartwright/client/members';
import {
  MEMBER_ABOUT_MAX_LENGTH,
  MEMBER_NAME_MAX_LENGTH,
  MEMBER_NICKNAME_MAX_LENGTH,
  MEMBER_TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import { readMemberProfile, saveMemberProfile } from '../auth/member-profile.js';
import { FormAlert, TextField } from '../ui/forms/field.js';
import { DraftInvalid } from '../ui/forms/field-errors.js';
import { RichTextField } from '../ui/forms/rich-text-field.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { accountFormErrors } from './account-errors.js';
import { keepSavedMember } from './use-current-member-record.js';

interface ProfileDraft {
  firstName: string;
  lastName: string;
  nickname: string;
  title: string;
  photoUrl: string;
  about: string;
}

const draftOf = (member: Member): ProfileDraft => ({
  firstName: member.contact?.firstName ?? '',
  lastName: member.contact?.lastName ?? '',
  nickname: member.profile?.nickname ?? '',
  title: member.profile?.title ?? '',
  photoUrl: member.profile?.photo?.url ?? '',
  about: member.about ?? '',
});

const isWebAddress = (text: string) => /^https?:\/\/[^\s/?#]+\S*$/i.test(text);

const SHOWN = [
  'contact.firstName',
  'contact.lastName',
  'profile.nickname',
  'profile.title',
  /^profile\.photo/,
  'about',
];

export function ProfileSection({ member }: { member: Member }) {
  const [draft, setDraft] = useState(() => draftOf(member));
  const save = useStoreMutation({
    mutationFn: (client, next: ProfileDraft) => {
      const photoUrl = next.photoUrl.trim();
      if (photoUrl && !isWebAddress(photoUrl)) {
        throw new DraftInvalid({ 'profile.photo': 'Enter an address that starts with https://.' });
      }
      return updateMember(client, member.id!, {
        contact: { firstName: next.firstName.trim(), lastName: next.lastName.trim() },
        profile: {
          nickname: next.nickname.trim(),
          title: next.title.trim(),
          photo: photoUrl ? { url: photoUrl } : {},
        },
        about: next.about,
      });
    },
    update: keepSavedMember,
    onSuccess: (saved) => {
      setDraft(draftOf(saved));
      // The header greets the member by the names kept here.
      const remembered = readMemberProfile();
      if (remembered) {
        saveMemberProfile({
          email: remembered.email,
          firstName: saved.contact?.firstName ?? '',
          lastName: saved.contact?.lastName ?? '',
        });
      }
    },
  });
  const errors = accountFormErrors(save.error, SHOWN);
  const set = (key: keyof ProfileDraft) => (value: string) => {
    save.reset();
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <section className="account-section" aria-labelledby="account-profile">
      <h2 id="account-profile">Profile</h2>
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormAlert message={errors.summary} />
        <ProfileFields draft={draft} set={set} errors={errors.fields} />
        {save.isSuccess ? (
          <p className="form-notice" role="status">
            Your profile is saved.
          </p>
        ) : null}
        <SubmitButton pending={save.isPending}>Save profile</SubmitButton>
      </form>
    </section>
  );
}

interface ProfileFieldsProps {
  draft: ProfileDraft;
  set: (key: keyof ProfileDraft) => (value: string) => void;
  /** Messages by the member's field paths (`contact.firstName`, `profile.photo`, `about`). */
  errors: Record<string, string>;
}

/** Names, nickname, title, the photo with its preview, and the "about". */
function ProfileFields({ draft, set, errors }: ProfileFieldsProps) {
  const photo = draft.photoUrl.trim();
  // A text field's value, setter and message: the draft key and the member's field path it is checked under.
  const bind = (key: keyof ProfileDraft, errorPath: string) => ({
    value: draft[key],
    onValueChange: set(key),
    error: errors[errorPath],
  });
  return (
    <>
      <div className="name-fields">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={MEMBER_NAME_MAX_LENGTH}
          {...bind('firstName', 'contact.firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={MEMBER_NAME_MAX_LENGTH}
          {...bind('lastName', 'contact.lastName')}
        />
      </div>
      <TextField
        label="Nickname"
        hint="Shown to other members instead of your name."
        autoComplete="nickname"
        maxLength={MEMBER_NICKNAME_MAX_LENGTH}
        {...bind('nickname', 'profile.nickname')}
      />
      <TextField
        label="Title"
        hint="A few words under your name, like “Potter and tea lover”."
        maxLength={MEMBER_TITLE_MAX_LENGTH}
        {...bind('title', 'profile.title')}
      />
      <div className="photo-field">
        {isWebAddress(photo) ? (
          <img className="account-photo" src={photo} alt="You, as others see you" width={64} height={64} />
        ) : (
          <span className="account-photo" aria-hidden="true" />
        )}
        <TextField
          label="Photo address"
          hint="The web address (https://…) of a picture of you."
          type="url"
          inputMode="url"
          maxLength={URL_MAX_LENGTH}
          {...bind('photoUrl', 'profile.photo')}
        />
      </div>
      <RichTextField
        label="About you"
        value={draft.about}
        onChange={set('about')}
        error={errors.about}
        maxLength={MEMBER_ABOUT_MAX_LENGTH}
        hint="Shown on your profile to members of the community."
      />
    </>
  );
}
