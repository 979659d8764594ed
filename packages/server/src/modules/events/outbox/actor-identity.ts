// Maps the caller of a request to the `identity` its events carry (wire.md §5.2).
import type { EventIdentity } from '@cartwright/contracts';
import type { Caller } from '../../../caller.js';

/**
 * The event `identity` of whoever made the change.
 * @example actorIdentity({ kind: 'member', memberId: 'm-1', clientId: 'c-1' }) // { memberId: 'm-1', identityType: 'MEMBER' }
 */
export function actorIdentity(caller: Caller): EventIdentity {
  switch (caller.kind) {
    case 'anonymous':
      return { identityType: 'ANONYMOUS_VISITOR' };
    case 'visitor':
      return { anonymousVisitorId: caller.visitorId, identityType: 'ANONYMOUS_VISITOR' };
    case 'member':
      return { memberId: caller.memberId, identityType: 'MEMBER' };
    case 'admin':
      // An API key acts as an app; its id stands in for the app id.
      return caller.via === 'api-key'
        ? { appId: caller.userId, identityType: 'APP' }
        : { wixUserId: caller.userId, identityType: 'WIX_USER' };
  }
}
