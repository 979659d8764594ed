// Database failures the members module turns into answers.

/** PostgreSQL's unique_violation on a constraint or index whose name contains `column`. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return e?.code === '23505' && String(e.constraint ?? e.message ?? '').includes(column);
}
