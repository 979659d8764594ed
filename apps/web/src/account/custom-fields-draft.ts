// Custom fields between the member record (a record by key) and the form (rows in the order shown). A new
// field's key comes from its name; a saved field keeps its key however it is renamed.
import type { CustomField, Member, MemberPatch } from '@cartwright/client/members';
import type { CustomFieldType } from '@cartwright/contracts';
import { MEMBER_CUSTOM_FIELD_KEY_MAX_LENGTH } from '@cartwright/contracts/limits';

export interface CustomFieldDraft {
  /** The saved field's key; none for a new field. */
  key?: string;
  name: string;
  type: CustomFieldType;
  value: string;
}

/** The saved fields by name: the store keeps them as a map, whose key order is its own. */
export function customFieldsDraftOf(member: Member): CustomFieldDraft[] {
  return Object.entries(member.contact?.customFields ?? {})
    .map(([key, field]: [string, CustomField]) => ({
      key,
      name: field.name ?? key,
      type: field.type ?? 'TEXT',
      value: field.value === undefined ? '' : String(field.value),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
}

/** `Favourite tea!` → `favourite_tea`; never empty, never one already used. */
function keyFor(name: string, used: Set<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, MEMBER_CUSTOM_FIELD_KEY_MAX_LENGTH - 4) || 'field';
  let key = base;
  for (let n = 2; used.has(key); n++) key = `${base}_${n}`;
  used.add(key);
  return key;
}

/**
 * The rows as they are saved: blank ones left out, every one with its key, so the store's message about a
 * field finds its row.
 */
export function keyedRows(rows: CustomFieldDraft[]): CustomFieldDraft[] {
  const kept = rows.filter((row) => row.name.trim() !== '' || row.value.trim() !== '');
  const used = new Set(kept.flatMap((row) => (row.key ? [row.key] : [])));
  return kept.map((row) => ({ ...row, key: row.key ?? keyFor(row.name, used) }));
}

type CustomFieldsPatch = NonNullable<NonNullable<MemberPatch['contact']>['customFields']>;

/** The whole set of fields (from keyed rows), replacing the saved one. */
export function customFieldsPatch(rows: CustomFieldDraft[]): CustomFieldsPatch {
  return Object.fromEntries(
    rows.map((row) => {
      const value = row.value.trim();
      return [
        row.key!,
        {
          name: row.name.trim(),
          type: row.type,
          value:
            row.type === 'NUMBER' && value !== '' && Number.isFinite(Number(value)) ? Number(value) : value,
        },
      ];
    }),
  );
}

/** `contact.customFields.<key>.value` messages → row index → `{ value }` (or `name`). */
export function fieldRowErrors(
  fields: Record<string, string>,
  rows: CustomFieldDraft[],
): Record<number, { name?: string; value?: string }> {
  const found: Record<number, { name?: string; value?: string }> = {};
  for (const [field, message] of Object.entries(fields)) {
    const [, key, part] = /^contact\.customFields\.([^.]+)(?:\.(\w+))?/.exec(field) ?? [];
    const index = rows.findIndex((row) => row.key === key);
    if (index >= 0) found[index] = { ...found[index], [part === 'name' ? 'name' : 'value']: message };
  }
  return found;
}
