import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { CreateWebhookRequestSchema, UpdateWebhookRequestSchema, WebhookDeliverySchema } from './webhook.js';
import {
  isWebhookEventSelector,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT_TYPE,
  webhookSelects,
} from './webhook-event-types.js';

// The server registers the real format checks; any string will do for the shapes here.
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', () => true);

describe('webhook contracts', () => {
  it('list every event type once, including the cart, checkout, catalog, discount and shipping families', () => {
    expect(new Set(WEBHOOK_EVENT_TYPES).size).toBe(WEBHOOK_EVENT_TYPES.length);
    for (const type of [
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.checkout_completed',
      'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
      'wix.ecom.discounts.v1.discount_rule_created',
      'wix.ecom.v1.shipping_option_deleted',
      'wix.members.v1.member_created',
    ]) {
      expect(isWebhookEventSelector(type)).toBe(true);
    }
    expect(isWebhookEventSelector('*')).toBe(true);
    expect(isWebhookEventSelector('wix.ecom.v1.cart_exploded')).toBe(false);
    expect(isWebhookEventSelector(WEBHOOK_TEST_EVENT_TYPE)).toBe(false);
  });

  it('select an event by its type or by *', () => {
    expect(webhookSelects(['wix.ecom.v1.cart_created'], 'wix.ecom.v1.cart_created')).toBe(true);
    expect(webhookSelects(['wix.ecom.v1.cart_created'], 'wix.ecom.v1.cart_updated')).toBe(false);
    expect(webhookSelects(['*'], 'wix.ecom.v1.cart_updated')).toBe(true);
  });

  it('require a url and at least one event type, and refuse unknown fields', () => {
    const body = { url: 'https://example.com/hook', eventTypes: ['*'] };
    expect(Value.Check(CreateWebhookRequestSchema, body)).toBe(true);
    expect(Value.Check(CreateWebhookRequestSchema, { ...body, eventTypes: [] })).toBe(false);
    expect(Value.Check(CreateWebhookRequestSchema, { eventTypes: ['*'] })).toBe(false);
    expect(Value.Check(CreateWebhookRequestSchema, { ...body, secret: 'mine' })).toBe(false);
    expect(Value.Check(UpdateWebhookRequestSchema, {})).toBe(true);
    expect(Value.Check(UpdateWebhookRequestSchema, { enabled: 'yes' })).toBe(false);
  });

  it('describe an attempt that got no answer without a status code', () => {
    const attempt = {
      id: 'a-1',
      webhookId: 'w-1',
      eventId: 'e-1',
      eventType: 'wix.ecom.v1.cart_created',
      attempt: 2,
      attemptedDate: '2026-01-02T03:04:05.678Z',
      outcome: 'RETRYING',
      durationMs: 10_000,
      error: 'timed out after 10 s',
      nextAttemptDate: '2026-01-02T03:05:05.678Z',
      test: false,
    };
    expect(Value.Check(WebhookDeliverySchema, attempt)).toBe(true);
    expect(Value.Check(WebhookDeliverySchema, { ...attempt, outcome: 'MAYBE' })).toBe(false);
  });
});
