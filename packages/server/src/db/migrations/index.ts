// Every migration, in order. A module adds its own file here; names sort by their numeric prefix.
import type { Migration } from 'kysely';

export const migrations: Record<string, Migration> = {};
