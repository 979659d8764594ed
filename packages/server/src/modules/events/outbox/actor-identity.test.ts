import { EventIdentitySchema } from '@cartwright/contracts';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../caller.js';
import { actorIdentity } from './actor-identity.js';

describe('actorIdentity', () => {
  const cases: [string, Caller, unknown][] = [
    [
      'a visitor',
      { kind: 'visitor', visitorId: 'v-1', clientId: 'c-1' },
      { anonymousVisitorId: 'v-1', identityType: 'ANONYMOUS_VISITOR' },
    ],
    [
      'a member',
      { kind: 'member', memberId: 'm-1', clientId: 'c-1' },
      { memberId: 'm-1', identityType: 'MEMBER' },
    ],
    [
      'an admin signed in with a token',
      { kind: 'admin', userId: 'u-1', role: 'OWNER', via: 'token' },
      { wixUserId: 'u-1', identityType: 'WIX_USER' },
    ],
    [
      'an API key',
      { kind: 'admin', userId: 'k-1', role: 'OWNER', via: 'api-key' },
      { appId: 'k-1', identityType: 'APP' },
    ],
    ['a caller without a session', { kind: 'anonymous' }, { identityType: 'ANONYMOUS_VISITOR' }],
  ];

  it.each(cases)('maps %s to its wire identity', (_, caller, expected) => {
    const identity = actorIdentity(caller);
    expect(identity).toEqual(expected);
    expect(Value.Check(EventIdentitySchema, identity)).toBe(true);
  });
});
