// The JSON Schema string formats request schemas may use; TypeBox knows none until they are registered.
import { FormatRegistry } from '@sinclair/typebox';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

function isUri(value: string): boolean {
  try {
    return new URL(value).protocol.length > 1;
  } catch {
    return false;
  }
}

const FORMATS: Record<string, (value: string) => boolean> = {
  email: (v) => EMAIL.test(v),
  uuid: (v) => UUID.test(v),
  date: (v) => DATE.test(v) && !Number.isNaN(Date.parse(v)),
  'date-time': (v) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)),
  uri: isUri,
};

/** Registers the formats once per process; safe to call again (an existing entry is kept). */
export function registerStringFormats(): void {
  for (const [name, check] of Object.entries(FORMATS)) {
    if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);
  }
}
