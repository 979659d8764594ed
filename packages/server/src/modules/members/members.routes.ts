// Member routes at the gateway paths (wire.md §1.2 M1–M18), mounted at `/members/v1/members`. Fixed paths
// (`/my`, `/query`, `/bulk/…`, the community calls) come before `/:id`: routes match in the order added.
// Self-service calls are the signed-in member's only; reads are anyone's (narrowed by member-reads); the
// status, bulk, create, delete and contact-list calls are admins' (tokens and API keys).
import {
  BulkDeleteMembersByFilterRequestSchema,
  BulkDeleteMembersRequestSchema,
  BulkDeleteMembersResponseSchema,
  BulkMembersByFilterRequestSchema,
  BulkMembersByFilterResponseSchema,
  CreateMemberRequestSchema,
  DeleteMyMemberRequestSchema,
  EmptyMemberRequestSchema,
  EmptyMemberResponseSchema,
  GetMemberRequestSchema,
  GetMyMemberRequestSchema,
  ListMembersRequestSchema,
  MemberIdRequestSchema,
  MemberResponseSchema,
  MembersPageResponseSchema,
  QueryMembersRequestSchema,
  UpdateMemberRequestSchema,
  UpdateMemberSlugRequestSchema,
  UpdateMySlugRequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireMember } from '../../http/resolve-caller.js';
import { askedFieldset, getMember, getMyMember, listMembers, queryMembers } from './member-reads.service.js';
import {
  bulkByFilter,
  bulkDeleteMembers,
  changeMemberActivity,
  changeMemberStatus,
} from './member-status.service.js';
import {
  clearMemberContactList,
  createMemberByAdmin,
  deleteMember,
  deleteMyMember,
  setMyCommunity,
  updateMember,
  updateMemberSlug,
  updateMySlug,
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
        auth: 'caller',
        query: GetMyMemberRequestSchema,
        response: MemberResponseSchema,
        errors: [404],
      },
      async (c, { query }) =>
        c.json({
          member: await getMyMember(deps, requireMember(c), askedFieldset(query.fieldsets, query.fieldSet)),
        }),
    )
    .delete(
      '/my',
      {
        summary: 'The signed-in member deletes their own record; every session ends (M11)',
        auth: 'caller',
        query: DeleteMyMemberRequestSchema,
        response: EmptyMemberResponseSchema,
        errors: [404],
      },
      async (c, { query }) => {
        await deleteMyMember(deps, requireMember(c), query.contentAssigneeId);
        return c.json({});
      },
    )
    .post(
      '/my/slug',
      {
        summary: "Set the signed-in member's slug (M1); SLUG_ALREADY_EXISTS",
        auth: 'caller',
        body: UpdateMySlugRequestSchema,
        response: MemberResponseSchema,
        errors: [404, 409],
      },
      async (c, { body }) => c.json({ member: await updateMySlug(deps, requireMember(c), body.slug) }),
    )
    .post(
      '/join-community',
      {
        summary: 'The signed-in member becomes PUBLIC (M3); COMMUNITY_JOIN_IMPOSSIBLE unless approved',
        auth: 'caller',
        body: EmptyMemberRequestSchema,
        response: MemberResponseSchema,
        errors: [404, 409],
      },
      async (c) => c.json({ member: await setMyCommunity(deps, requireMember(c), true) }),
    )
    .post(
      '/leave-community',
      {
        summary: 'The signed-in member becomes PRIVATE (M4)',
        auth: 'caller',
        body: EmptyMemberRequestSchema,
        response: MemberResponseSchema,
        errors: [404],
      },
      async (c) => c.json({ member: await setMyCommunity(deps, requireMember(c), false) }),
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
      '/bulk/delete',
      {
        summary: 'Delete members by id, each on its own (M12)',
        body: BulkDeleteMembersRequestSchema,
        response: BulkDeleteMembersResponseSchema,
      },
      async (c, { caller, body }) => c.json(await bulkDeleteMembers(deps, caller, body.memberIds)),
    )
    .post(
      '/bulk/delete-by-filter',
      {
        summary: 'Delete every member a filter matches, as a background job (M13); `dryRun` counts them',
        body: BulkDeleteMembersByFilterRequestSchema,
        response: BulkMembersByFilterResponseSchema,
      },
      async (c, { caller, body }) => c.json(await bulkByFilter(deps, caller, 'delete', body)),
    );
  for (const action of ['approve', 'block'] as const) {
    routes.post(
      `/bulk/${action}-by-filter`,
      {
        summary: `${action === 'approve' ? 'Approve' : 'Block'} every member a filter matches, as a background job (M${action === 'approve' ? 14 : 15}); \`dryRun\` counts them`,
        body: BulkMembersByFilterRequestSchema,
        response: BulkMembersByFilterResponseSchema,
      },
      async (c, { caller, body }) => c.json(await bulkByFilter(deps, caller, action, body)),
    );
  }
  routes
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
    .delete(
      '/:id',
      {
        summary: 'Delete a member (M10); the owner and contributors cannot be deleted',
        query: MemberIdRequestSchema,
        response: EmptyMemberResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => {
        await deleteMember(deps, caller, c.req.param('id'));
        return c.json({});
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
  for (const action of ['approve', 'block', 'disconnect'] as const) {
    routes.post(
      `/:id/${action}`,
      {
        summary: `${action[0]!.toUpperCase()}${action.slice(1)} a member (M9); see the status rules in docs/api.md`,
        body: MemberIdRequestSchema,
        response: MemberResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller }) =>
        c.json({ member: await changeMemberStatus(deps, caller, c.req.param('id'), action) }),
    );
  }
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
