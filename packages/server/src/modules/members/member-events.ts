// Member domain events (wire.md §5.3): created, updated and deleted, appended in the change's transaction
// with the whole member (FULL) as the entity.
import { type EventIdentity, MEMBER_ENTITY_FQDN } from '@cartwright/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { appendDomainEvent } from '../events/index.js';
import { rowToFullMember } from './member-view.js';
import type { MemberRow } from './members.table.js';

export type MemberEventSlug = 'created' | 'updated' | 'deleted';

const bodyFor = (slug: MemberEventSlug, row: MemberRow) => {
  const member = rowToFullMember(row);
  switch (slug) {
    case 'created':
      return { createdEvent: { entity: member } };
    case 'updated':
      return { updatedEvent: { currentEntity: member } };
    case 'deleted':
      return { deletedEvent: { deletedEntity: member } };
  }
};

/** Appends `wix.members.v1.member_<slug>` for the member as `row` shows it (after the change; before a delete). */
export async function appendMemberEvent(
  db: Db,
  clock: Clock,
  identity: EventIdentity,
  slug: MemberEventSlug,
  row: MemberRow,
): Promise<void> {
  await appendDomainEvent(db, clock, {
    entityFqdn: MEMBER_ENTITY_FQDN,
    slug,
    entityId: row.id,
    identity,
    body: bodyFor(slug, row),
  });
}
