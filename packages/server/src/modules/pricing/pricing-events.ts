// Domain events of the pricing entities (wire.md §5.4): discount rules, and shipping options, which live in
// shipping regions here, so a region write emits one event per option it adds, changes or removes. Appended
// in the transaction of the change.
import type { DiscountRule, EventIdentity, ShippingRegion } from '@cartwright/contracts';
import type { AdminCaller } from '../../caller.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { actorIdentity, appendDomainEvent, modifiedFields } from '../events/index.js';

export const DISCOUNT_RULE_ENTITY_FQDN = 'wix.ecom.discounts.v1.discount_rule';
export const SHIPPING_OPTION_ENTITY_FQDN = 'wix.ecom.v1.shipping_option';
/** Bookkeeping that changes with every write: not reported as a modified field. */
const BOOKKEEPING = ['updatedDate', 'revision', 'status'];

/** Who made a change: the admin or API key, or nobody in particular (the demo seed). */
const identityOf = (caller: AdminCaller | undefined): EventIdentity =>
  caller ? actorIdentity(caller) : { identityType: 'UNKNOWN' };

export async function appendDiscountRuleEvent(
  db: Db,
  clock: Clock,
  caller: AdminCaller | undefined,
  before: DiscountRule | undefined,
  after: DiscountRule | undefined,
): Promise<void> {
  const entityId = (after ?? before)!.id;
  const common = { entityFqdn: DISCOUNT_RULE_ENTITY_FQDN, entityId, identity: identityOf(caller) };
  if (!before && after) {
    await appendDomainEvent(db, clock, {
      ...common,
      slug: 'created',
      body: { createdEvent: { entity: after } },
    });
  } else if (before && after) {
    const changes = modifiedFields(before, after, BOOKKEEPING);
    await appendDomainEvent(db, clock, {
      ...common,
      slug: 'updated',
      body: { updatedEvent: { currentEntity: after, modifiedFields: changes } },
    });
  } else if (before) {
    await appendDomainEvent(db, clock, {
      ...common,
      slug: 'deleted',
      body: { deletedEvent: { deletedEntity: before } },
    });
  }
}

/** A shipping option as its events carry it: the region's option with an id of its own. */
type ShippingOptionEntity = ShippingRegion['options'][number] & {
  id: string;
  shippingRegionId: string;
  shippingRegionName: string;
  updatedDate: string;
};

const optionsOf = (region: ShippingRegion | undefined): Map<string, ShippingOptionEntity> =>
  new Map(
    (region?.options ?? []).map((option) => [
      option.code,
      {
        id: `${region!.id}:${option.code}`,
        shippingRegionId: region!.id,
        shippingRegionName: region!.name,
        ...option,
        updatedDate: region!.updatedDate,
      },
    ]),
  );

/**
 * One event per shipping option the region write created, changed or deleted (an option is known by its
 * code within its region: `{regionId}:{code}`).
 */
export async function appendShippingOptionEvents(
  db: Db,
  clock: Clock,
  caller: AdminCaller | undefined,
  before: ShippingRegion | undefined,
  after: ShippingRegion | undefined,
): Promise<void> {
  const old = optionsOf(before);
  const now = optionsOf(after);
  const identity = identityOf(caller);
  for (const [code, option] of now) {
    const previous = old.get(code);
    const common = { entityFqdn: SHIPPING_OPTION_ENTITY_FQDN, entityId: option.id, identity };
    if (!previous) {
      await appendDomainEvent(db, clock, {
        ...common,
        slug: 'created',
        body: { createdEvent: { entity: option } },
      });
      continue;
    }
    const changes = modifiedFields(previous, option, ['updatedDate']);
    if (Object.keys(changes).length === 0) continue;
    await appendDomainEvent(db, clock, {
      ...common,
      slug: 'updated',
      body: { updatedEvent: { currentEntity: option, modifiedFields: changes } },
    });
  }
  for (const [code, option] of old) {
    if (now.has(code)) continue;
    await appendDomainEvent(db, clock, {
      entityFqdn: SHIPPING_OPTION_ENTITY_FQDN,
      entityId: option.id,
      identity,
      slug: 'deleted',
      body: { deletedEvent: { deletedEntity: option } },
    });
  }
}
