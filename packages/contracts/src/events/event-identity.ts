// Who caused an event and which store it belongs to: the `identity` and `accountInfo` of every webhook (wire.md §5.2).
import { type Static, Type } from '@sinclair/typebox';
import { EVENT_IDENTITY_TYPES } from '../enums/identity.js';
import { literalUnion } from '../schema/literal-union.js';

/** One id field at most, matching `identityType`; an anonymous caller without a session has none. */
export const EventIdentitySchema = Type.Object({
  anonymousVisitorId: Type.Optional(Type.String()),
  memberId: Type.Optional(Type.String()),
  wixUserId: Type.Optional(Type.String()),
  appId: Type.Optional(Type.String()),
  identityType: literalUnion(EVENT_IDENTITY_TYPES),
});
export type EventIdentity = Static<typeof EventIdentitySchema>;

export const EventAccountInfoSchema = Type.Object({
  accountId: Type.Optional(Type.String()),
  parentAccountId: Type.Optional(Type.String()),
  siteId: Type.Optional(Type.String()),
});
export type EventAccountInfo = Static<typeof EventAccountInfoSchema>;
