import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { PRODUCT_V1_EVENT_TYPES } from '../enums/catalog-events.js';
import { CATALOG_V1_EVENT_DATA_SCHEMAS, CollectionCreatedDataSchema } from './catalog-v1-events.js';
import { DomainEventSchema } from './domain-event.js';
import { EventIdentitySchema } from './event-identity.js';
import { MessageEnvelopeSchema } from './message-envelope.js';

const cartCreated = {
  id: 'e-1',
  entityFqdn: 'wix.ecom.v1.cart',
  slug: 'created',
  entityId: 'c-1',
  eventTime: '2026-01-02T03:04:05.678Z',
  triggeredByAnonymizeRequest: false,
  entityEventSequence: '7',
  createdEvent: { entity: { id: 'c-1' } },
};

describe('event contracts', () => {
  it('accept a domain event with one body in object form', () => {
    expect(Value.Check(DomainEventSchema, cartCreated)).toBe(true);
    const { createdEvent: _, ...withoutBody } = cartCreated;
    expect(Value.Check(DomainEventSchema, withoutBody)).toBe(false);
    expect(Value.Check(DomainEventSchema, { ...cartCreated, entityEventSequence: 7 })).toBe(false);
    expect(Value.Check(DomainEventSchema, { ...cartCreated, entityEventSequence: '7.5' })).toBe(false);
    // The gateway typings' string form is not what clients read.
    expect(Value.Check(DomainEventSchema, { ...withoutBody, createdEvent: { entityAsJson: '{}' } })).toBe(
      false,
    );
  });

  it('accept only the wire identity types', () => {
    expect(Value.Check(EventIdentitySchema, { identityType: 'UNKNOWN' })).toBe(true);
    expect(Value.Check(EventIdentitySchema, { wixUserId: 'u-1', identityType: 'WIX_USER' })).toBe(true);
    expect(Value.Check(EventIdentitySchema, { memberId: 'm-1', identityType: 'CONTACT' })).toBe(false);
  });

  it('require string identity and data in the envelope', () => {
    const envelope = { eventType: 'x', instanceId: 'i', identity: '{}', accountInfo: {}, data: '{}' };
    expect(Value.Check(MessageEnvelopeSchema, envelope)).toBe(true);
    expect(Value.Check(MessageEnvelopeSchema, { ...envelope, data: cartCreated })).toBe(false);
  });

  it('define a payload for every catalog v1 event type, with the gateway’s collection_Id spelling', () => {
    expect(Object.keys(CATALOG_V1_EVENT_DATA_SCHEMAS).sort()).toEqual([...PRODUCT_V1_EVENT_TYPES].sort());
    const collection = { name: 'Tea', media: { items: [] }, slug: 'tea', visible: true };
    const created = { ...collection, collection_Id: 'k-1', originatedFromVersion: 'V1_CATALOG' };
    expect(Value.Check(CollectionCreatedDataSchema, created)).toBe(true);
    const { collection_Id: _, ...renamed } = created;
    expect(Value.Check(CollectionCreatedDataSchema, { ...renamed, collectionId: 'k-1' })).toBe(false);
  });
});
