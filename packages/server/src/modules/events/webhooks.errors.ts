// Webhook failures with their application error codes.
import { MAX_WEBHOOKS, WEBHOOK_ERROR_CODES } from '@cartwright/contracts';
import { AppError } from '../../errors/app-error.js';

export const webhookNotFound = (id: string) =>
  new AppError(404, WEBHOOK_ERROR_CODES.notFound, `Webhook ${id.slice(0, 100)} not found`, {
    id: id.slice(0, 100),
  });

export const webhookLimitReached = () =>
  new AppError(409, WEBHOOK_ERROR_CODES.limitReached, `A store has at most ${MAX_WEBHOOKS} webhooks`, {
    max: MAX_WEBHOOKS,
  });
