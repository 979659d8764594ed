// The real app over a fresh test database, for route tests through app.request().
import type { ErrorEnvelope } from '@cartwright/contracts';
import pino, { type Logger } from 'pino';
import { expect } from 'vitest';
import { createApp } from '../app.js';
import { createCaches } from '../caches.js';
import type { Clock } from '../clock.js';
import { type AppConfig, type AppDeps, defaultAppConfig } from '../deps.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A clock tests can move: `clock.set(date)`, `clock.advance(ms)`. */
export function movableClock(start = new Date('2026-01-01T00:00:00.000Z')) {
  let now = start.getTime();
  const clock = (() => new Date(now)) as Clock & { set(date: Date): void; advance(ms: number): void };
  clock.set = (date) => {
    now = date.getTime();
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export async function createTestApp(
  options: { clock?: Clock; config?: Partial<AppConfig>; logger?: Logger } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = options.clock ?? (() => new Date());
  const deps: AppDeps = {
    db: database.db,
    clock,
    logger: options.logger ?? pino({ level: 'silent' }),
    config: { ...defaultAppConfig, ...options.config },
    ...createCaches(database.storeChanges, { clock }),
  };
  return { app: createApp(deps), deps, database, close: () => database.close() };
}

/** A response body typed for assertions; error responses by default. */
/** A 400 answer's field violations as `[field, rule]` pairs, in the order the server sent them. */
export async function violations(res: Response) {
  expect(res.status).toBe(400);
  return (await readJson(res)).details.validationError?.fieldViolations.map((v) => [v.field, v.violatedRule]);
}

export const readJson = <T = ErrorEnvelope>(res: Response) => res.json() as Promise<T>;
