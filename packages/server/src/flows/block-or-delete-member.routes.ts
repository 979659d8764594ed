// The member routes that end sessions (M9 status, M10–M13 deletes, M14–M15 bulk status), mounted at
// `/members/v1/members` beside the members module's own routes; none of their paths overlaps one of those.
import {
  BulkDeleteMembersByFilterRequestSchema,
  BulkDeleteMembersRequestSchema,
  BulkDeleteMembersResponseSchema,
  BulkMembersByFilterRequestSchema,
  BulkMembersByFilterResponseSchema,
  DeleteMyMemberRequestSchema,
  EmptyMemberResponseSchema,
  MemberIdRequestSchema,
  MemberResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import {
  bulkByFilter,
  bulkDeleteMembers,
  changeMemberStatus,
  deleteMember,
  deleteMyMember,
} from './block-or-delete-member.js';

const tags = ['members'];

/** Mounted at `/members/v1/members`. Fixed paths (`/my`, `/bulk/…`) before `/:id`. */
export function blockOrDeleteMemberRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new ApiRoutes({ tags, auth: 'admin' })
    .delete(
      '/my',
      {
        summary: 'The signed-in member deletes their own record; every session ends (M11)',
        auth: 'member',
        query: DeleteMyMemberRequestSchema,
        response: EmptyMemberResponseSchema,
        errors: [404],
      },
      async (c, { caller, query }) => {
        await deleteMyMember(deps, caller, query.contentAssigneeId);
        return c.json({});
      },
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
  routes.delete(
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
  return routes.app;
}
