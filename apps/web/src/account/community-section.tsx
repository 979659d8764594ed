// Community membership, which is the profile's privacy: a member in the community has a public profile other
// members see; leaving makes it private again.

import { isApiError } from '@cartwright/client';
import { joinCommunity, leaveCommunity, type Member } from '@cartwright/client/members';
import { useStoreMutation } from '@cartwright/react';
import { FormAlert } from '../ui/forms/field.js';
import { describeAccountError } from './account-errors.js';
import { keepSavedMember } from './use-current-member-record.js';

function problem(error: Error | null): string | undefined {
  if (!error) return undefined;
  if (isApiError(error) && error.code === 'COMMUNITY_JOIN_IMPOSSIBLE') {
    return 'The store does not let you join its community right now.';
  }
  return describeAccountError(error);
}

export function CommunitySection({ member }: { member: Member }) {
  const inCommunity = member.privacyStatus === 'PUBLIC';
  const change = useStoreMutation({
    mutationFn: (client, join: boolean) => (join ? joinCommunity(client) : leaveCommunity(client)),
    update: keepSavedMember,
  });
  return (
    <section className="account-section" aria-labelledby="account-community">
      <h2 id="account-community">Community</h2>
      <FormAlert message={problem(change.error)} />
      <dl className="account-facts">
        <dt>Profile</dt>
        <dd>{inCommunity ? 'Public' : 'Private'}</dd>
      </dl>
      <p>
        {inCommunity
          ? 'You are a member of the store’s community: other members can see your profile (nickname, photo, title and about) and find you by your profile address.'
          : 'You are not in the store’s community: your profile is private, and only you and the store see it.'}
      </p>
      {change.isSuccess ? (
        <p className="form-notice" role="status">
          {inCommunity ? 'You joined the community.' : 'You left the community. Your profile is private.'}
        </p>
      ) : null}
      <button
        type="button"
        className={inCommunity ? 'secondary-button' : 'button-link'}
        disabled={change.isPending}
        onClick={() => change.mutate(!inCommunity)}
      >
        {change.isPending ? 'Saving…' : inCommunity ? 'Leave the community' : 'Join the community'}
      </button>
    </section>
  );
}
