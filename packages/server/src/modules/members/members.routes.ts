// Member routes at the gateway paths (wire.md §1.2 M1–M18), mounted at `/members/v1/members`. Fixed paths
// (`/my`, `/query`, the community calls) come before `/:id`: routes match in the order added, so the parts are
// declared in that order: the signed-in member's own (members-self.routes.ts), the directory here, then one
// member's (member-by-id.routes.ts).
// Self-service calls are the signed-in member's only; reads are anyone's (narrowed by member-reads); the
// mute, create and contact-list calls are admins' (tokens and API keys). Blocking, disconnecting and deleting
// end sessions, so their routes are the block-or-delete-member flow's (flows/block-or-delete-member.routes.ts).
import {
  CreateMemberRequestSchema,
  ListMembersRequestSchema,
  MemberResponseSchema,
  MembersPageResponseSchema,
  QueryMembersRequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { declareMemberByIdRoutes } from './member-by-id.routes.js';
import { listMembers, queryMembers } from './member-reads.service.js';
import { createMemberByAdmin } from './member-writes.service.js';
import { declareSelfRoutes } from './members-self.routes.js';

const tags = ['members'];

/** Mounted at `/members/v1/members`. */
export function memberRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new ApiRoutes({ tags, auth: 'admin' });
  declareSelfRoutes(routes, deps);
  routes
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
    );
  declareMemberByIdRoutes(routes, deps);
  return routes.app;
}
