// The signed-in member's own calls of the member routes (wire.md §1.2 M1, M3–M5): `/my`, its slug and the
// community. Declared on memberRoutes' sub-app before its `/:id` routes: routes match in the order added.
import {
  EmptyMemberRequestSchema,
  GetCurrentMemberRequestSchema,
  MemberResponseSchema,
  UpdateCurrentMemberSlugRequestSchema,
} from '@cartwright/contracts';
import type { AppDeps } from '../../deps.js';
import type { ApiRoutes } from '../../http/api-routes.js';
import { askedFieldset, getCurrentMember } from './member-reads.service.js';
import { setMyCommunity, updateCurrentMemberSlug } from './member-writes.service.js';

/** Declares `/my`, `/my/slug`, `/join-community` and `/leave-community` on `routes`. */
export function declareSelfRoutes(routes: ApiRoutes<'admin'>, deps: AppDeps): void {
  routes
    .get(
      '/my',
      {
        summary: "The signed-in member's own record (M5); `fieldsets` or `fieldSet`",
        auth: 'member',
        query: GetCurrentMemberRequestSchema,
        response: MemberResponseSchema,
        errors: [404],
      },
      async (c, { caller, query }) =>
        c.json({
          member: await getCurrentMember(deps, caller, askedFieldset(query.fieldsets, query.fieldSet)),
        }),
    )
    .post(
      '/my/slug',
      {
        summary: "Set the signed-in member's slug (M1); SLUG_ALREADY_EXISTS",
        auth: 'member',
        body: UpdateCurrentMemberSlugRequestSchema,
        response: MemberResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body }) =>
        c.json({ member: await updateCurrentMemberSlug(deps, caller, body.slug) }),
    )
    .post(
      '/join-community',
      {
        summary: 'The signed-in member becomes PUBLIC (M3); COMMUNITY_JOIN_IMPOSSIBLE unless approved',
        auth: 'member',
        body: EmptyMemberRequestSchema,
        response: MemberResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller }) => c.json({ member: await setMyCommunity(deps, caller, true) }),
    )
    .post(
      '/leave-community',
      {
        summary: 'The signed-in member becomes PRIVATE (M4)',
        auth: 'member',
        body: EmptyMemberRequestSchema,
        response: MemberResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => c.json({ member: await setMyCommunity(deps, caller, false) }),
    );
}
