// The member routes under `/:id` (wire.md §1.2 M2, M6, M9, M17, M18): one member read, changed, muted or
// cleared of a contact list. Declared on memberRoutes' sub-app after its fixed paths.
import {
  GetMemberRequestSchema,
  MemberIdRequestSchema,
  MemberResponseSchema,
  UpdateMemberRequestSchema,
  UpdateMemberSlugRequestSchema,
} from '@cartwright/contracts';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import type { ApiRoutes } from '../../http/api-routes.js';
import { askedFieldset, getMember } from './member-reads.service.js';
import { changeMemberActivity } from './member-status.service.js';
import { clearMemberContactList, updateMember, updateMemberSlug } from './member-writes.service.js';

/** Declares `/:id` (GET, PATCH), `/:id/slug`, `/:id/mute`, `/:id/unmute` and `/:id/{phones,emails,addresses}`. */
export function declareMemberByIdRoutes(routes: ApiRoutes<'admin'>, deps: AppDeps): void {
  routes
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
}
