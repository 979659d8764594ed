// The domain-event payload: the inner `data` of a webhook for every entity family except catalog v1 (wire.md §5.2).
import { type Static, Type } from '@sinclair/typebox';

/** Entities travel as wire objects (never the gateway typings' `…AsJson` strings). */
const EntitySchema = Type.Record(Type.String(), Type.Unknown());

export const CreatedEventBodySchema = Type.Object({
  entity: EntitySchema,
  restoreInfo: Type.Optional(Type.Object({ deletedDate: Type.String() })),
});
export const UpdatedEventBodySchema = Type.Object({
  currentEntity: EntitySchema,
  /** Flat dotted/bracket keys (`"lineItems[0].quantity"`) to the new values. */
  modifiedFields: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export const DeletedEventBodySchema = Type.Object({ deletedEntity: Type.Optional(EntitySchema) });
export const ActionEventBodySchema = Type.Object({ body: EntitySchema });

/** Exactly one of the four bodies. */
export const DomainEventBodySchema = Type.Union([
  Type.Object({ createdEvent: CreatedEventBodySchema }),
  Type.Object({ updatedEvent: UpdatedEventBodySchema }),
  Type.Object({ deletedEvent: DeletedEventBodySchema }),
  Type.Object({ actionEvent: ActionEventBodySchema }),
]);

export const DomainEventMetadataSchema = Type.Object({
  id: Type.String(),
  entityFqdn: Type.String({ description: 'e.g. wix.ecom.v1.cart' }),
  slug: Type.String({ description: 'created, updated, deleted or an action name' }),
  entityId: Type.String(),
  eventTime: Type.String({ description: 'ISO-8601 UTC timestamp with milliseconds' }),
  triggeredByAnonymizeRequest: Type.Boolean(),
  originatedFrom: Type.Optional(Type.String()),
  entityEventSequence: Type.String({ pattern: '^[0-9]+$', description: 'int64 as a string' }),
});

export const DomainEventSchema = Type.Intersect([DomainEventMetadataSchema, DomainEventBodySchema]);

export type CreatedEventBody = Static<typeof CreatedEventBodySchema>;
export type UpdatedEventBody = Static<typeof UpdatedEventBodySchema>;
export type DeletedEventBody = Static<typeof DeletedEventBodySchema>;
export type ActionEventBody = Static<typeof ActionEventBodySchema>;
export type DomainEventBody = Static<typeof DomainEventBodySchema>;
export type DomainEventMetadata = Static<typeof DomainEventMetadataSchema>;
export type DomainEvent = Static<typeof DomainEventSchema>;
