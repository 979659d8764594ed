// Member routes at the gateway paths (wire.md §1.2 M1–M18), mounted at `/members/v1/members`. Fixed paths
// (`/my`, `/query`, the community calls) come before `/:id`: routes match in the order added.
// Self-service calls are the signed-in member's only; reads are anyone's (narrowed by member-reads); the
// mute, create and contact-list calls are admins' (tokens and API keys). Blocking, disconnecting and deleting
// end sessions, so their routes are the block-or-delete-member flow's (flows/block-or-delete-member.routes.ts).
import {
  CreateMemberRequestSchema,
  EmptyMemberRequestSchema,
  GetCurrentMemberRequestSchema,
  GetMemberRequestSchema,
  ListMembersRequestSchema,
  MemberIdRequestSchema,
  MemberResponseSchema,
  MembersPageResponseSchema,
  QueryMembersRequestSchema,
  UpdateCurrentMemberSlugRequestSchema,
  UpdateMemberRequestSchema,
  UpdateMemberSlugRequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import {
  askedFieldset,
  getCurrentMember,
  getMember,
  listMembers,
  queryMembers,
} from './member-reads.service.js';
import { changeMemberActivity } from './member-status.service.js';
import {
  clearMemberContactList,
  createMemberByAdmin,
  setMyCommunity,
  updateCurrentMemberSlug,
  updateMember,
  updateMemberSlug,
} from './member-writes.service.js';

const tags = ['members'];

/** Mounted at `/members/v1/members`. */
// size-gate: one chain of 17 route declarations and no logic between them; issue 40 items 1 and 2 move routes out of it.
export function memberRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new ApiRoutes({ tags, auth: 'admin' })
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
    )
    .get(
      '/',
      {
        summary: 'A page of members (M7); non-admins see PUBLIC members in the PUBLIC fieldset',
        auth: 'any',
        query: ListMembersRequestSchema,
        response: MembersPageResponseSchema,
      },
      async (c, { caller, query }) => c.json(await listMembers(deps, caller, query)),
    )
    .post(
      '/query',
      {
        summary: 'Query members: filter, sort or sorting, paging, search (M8)',
        auth: 'any',
        body: QueryMembersRequestSchema,
        response: MembersPageResponseSchema,
      },
      async (c, { caller, body }) => c.json(await queryMembers(deps, caller, body)),
    )
    .post(
      '/',
      {
        summary: 'Create a member (M16)',
        body: CreateMemberRequestSchema,
        response: MemberResponseSchema,
        errors: [409],
      },
      async (c, { caller, body }) => c.json({ member: await createMemberByAdmin(deps, caller, body.member) }),
    )
    .get(
      '/:id',
      {
        summary: 'One member (M6); non-admins find PUBLIC members only, in the PUBLIC fieldset',
        auth: 'any',
        query: GetMemberRequestSchema,
        response: MemberResponseSchema,
        errors: [404],
      },
      async (c, { caller, query }) =>
        c.json({ member: await getMember(deps, caller, c.req.param('id'), askedFieldset(query.fieldsets)) }),
    )
    .patch(
      '/:id',
      {
        summary: "Update a member's given fields (M17): the member their own, admins any",
        auth: 'caller',
        body: UpdateMemberRequestSchema,
        response: MemberResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body: { member } }) => {
        const id = c.req.param('id');
        if (member.id !== undefined && member.id !== id) {
          throw invalidField('member.id', 'must match the id in the path', 'VALIDATION');
        }
        return c.json({ member: await updateMember(deps, caller, id, member) });
      },
    )
    .post(
      '/:id/slug',
      {
        summary: "Set a member's slug (M2); SLUG_ALREADY_EXISTS",
        body: UpdateMemberSlugRequestSchema,
        response: MemberResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body }) =>
        c.json({ member: await updateMemberSlug(deps, caller, c.req.param('id'), body.slug) }),
    );
  for (const action of ['mute', 'unmute'] as const) {
    routes.post(
      `/:id/${action}`,
      {
        summary: `${action === 'mute' ? 'Mute' : 'Unmute'} a member (M9)`,
        body: MemberIdRequestSchema,
        response: MemberResponseSchema,
        errors: [404],
      },
      async (c, { caller }) =>
        c.json({ member: await changeMemberActivity(deps, caller, c.req.param('id'), action) }),
    );
  }
  for (const list of ['phones', 'emails', 'addresses'] as const) {
    routes.delete(
      `/:id/${list}`,
      {
        summary: `Remove every ${list === 'emails' ? 'contact e-mail' : list.slice(0, -1)} of a member (M18)`,
        query: MemberIdRequestSchema,
        response: MemberResponseSchema,
        errors: [404],
      },
      async (c, { caller }) =>
        c.json({ member: await clearMemberContactList(deps, caller, c.req.param('id'), list) }),
    );
  }
  return routes.app;
}
