// Random secrets, the one-way hash they are stored under, and the id shape they are looked up by.
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits as base64url: refresh tokens, API keys, generated passwords. */
export const randomSecret = (): string => randomBytes(32).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL rejects a non-uuid compared with a uuid column, so look-ups check the shape first. */
export const isUuid = (value: string): boolean => UUID.test(value);
