// Member domain events (wire.md §5.3): the entity family; the event types are MEMBER_EVENT_TYPES in enums/events.
export const MEMBER_ENTITY_FQDN = 'wix.members.v1.member';
