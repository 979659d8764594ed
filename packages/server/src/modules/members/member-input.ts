// What a member's writable fields become in storage, with the checks a schema cannot make: custom fields
// by type (a URL field must be an http(s) URL), real calendar dates, and phones/e-mails given once.
import { randomUUID } from 'node:crypto';
import {
  type CustomField,
  type FieldViolation,
  MEMBER_SLUG_MAX_LENGTH,
  MEMBER_SLUG_PATTERN,
  MEMBER_URL_PATTERN,
  type MemberContactInput,
  type MemberProfileInput,
} from '@cartwright/contracts';
import { ValidationFailure } from '../../errors/app-error.js';
import type { StoredContact, StoredProfile } from './member-view.js';

const URL_RE = new RegExp(MEMBER_URL_PATTERN);
const SLUG_RE = new RegExp(MEMBER_SLUG_PATTERN);

/** Whether `YYYY-MM-DD` names a real day (not 2024-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Trims and lowercases a slug; throws a field violation unless letters, digits and single hyphens remain. */
export function normalizeSlug(input: string, field: string): string {
  const slug = input.trim().toLowerCase();
  if (slug.length === 0 || slug.length > MEMBER_SLUG_MAX_LENGTH || !SLUG_RE.test(slug)) {
    throw new ValidationFailure([
      {
        field,
        description: `must be 1 to ${MEMBER_SLUG_MAX_LENGTH} lowercase letters, digits and single hyphens`,
        violatedRule: 'FORMAT',
      },
    ]);
  }
  return slug;
}

function customFieldViolation(key: string, field: CustomField, path: string): FieldViolation | undefined {
  const type = field.type ?? (typeof field.value === 'number' ? 'NUMBER' : 'TEXT');
  const at = `${path}.${key}.value`;
  const value = field.value;
  switch (type) {
    case 'NUMBER':
      return typeof value === 'number'
        ? undefined
        : { field: at, description: 'must be a number', violatedRule: 'FORMAT' };
    case 'DATE':
      return typeof value === 'string' && isCalendarDate(value)
        ? undefined
        : { field: at, description: 'must be a date, YYYY-MM-DD', violatedRule: 'FORMAT' };
    case 'URL':
    case 'SOCIAL':
      return typeof value === 'string' && URL_RE.test(value)
        ? undefined
        : {
            field: at,
            description: 'must be an http(s) URL',
            violatedRule: 'OTHER',
            ruleName: 'INVALID_CUSTOM_FIELD_URL',
          };
    case 'TEXT':
      return typeof value === 'string'
        ? undefined
        : { field: at, description: 'must be text', violatedRule: 'FORMAT' };
  }
}

/**
 * The stored contact after `input`: each given key replaces the stored one (lists and the custom-field map
 * whole); an empty birthdate clears it. `path` prefixes violations (`member.contact`).
 */
export function applyContactInput(
  stored: StoredContact,
  input: MemberContactInput,
  path: string,
): StoredContact {
  const violations: FieldViolation[] = [];
  if (input.phones && input.taggedPhones) {
    violations.push({
      field: `${path}.phones`,
      description: 'give phones or taggedPhones, not both',
      violatedRule: 'ONE_OF_ALIGNMENT',
    });
  }
  if (input.emails && input.taggedEmails) {
    violations.push({
      field: `${path}.emails`,
      description: 'give emails or taggedEmails, not both',
      violatedRule: 'ONE_OF_ALIGNMENT',
    });
  }
  if (input.birthdate && !isCalendarDate(input.birthdate)) {
    violations.push({
      field: `${path}.birthdate`,
      description: 'must be a date, YYYY-MM-DD',
      violatedRule: 'FORMAT',
    });
  }
  for (const [key, field] of Object.entries(input.customFields ?? {})) {
    const violation = customFieldViolation(key, field, `${path}.customFields`);
    if (violation) violations.push(violation);
  }
  if (violations.length > 0) throw new ValidationFailure(violations);

  const { phones, emails, taggedPhones, taggedEmails, addresses, birthdate, customFields, ...names } = input;
  const next: StoredContact = { ...stored, ...names };
  if (phones || taggedPhones) {
    next.taggedPhones = taggedPhones ?? phones!.map((phone) => ({ phone, tag: 'UNTAGGED' }));
    delete next.phones;
  }
  if (emails || taggedEmails) {
    next.taggedEmails = taggedEmails ?? emails!.map((email) => ({ email, tag: 'UNTAGGED' }));
    delete next.emails;
  }
  if (addresses) {
    const known = new Set((stored.addresses ?? []).map((a) => a.id));
    next.addresses = addresses.map((a) => ({ ...a, id: a.id && known.has(a.id) ? a.id : randomUUID() }));
  }
  if (birthdate !== undefined) {
    if (birthdate === '') delete next.birthdate;
    else next.birthdate = birthdate;
  }
  if (customFields) {
    next.customFields = Object.fromEntries(
      Object.entries(customFields).map(([key, f]) => [
        key,
        { ...f, type: f.type ?? (typeof f.value === 'number' ? 'NUMBER' : 'TEXT') },
      ]),
    );
  }
  return next;
}

/** The stored profile after `input` (and `about`): each given key replaces the stored one. */
export function applyProfileInput(
  stored: StoredProfile,
  input: MemberProfileInput | undefined,
  about: string | undefined,
): StoredProfile {
  return { ...stored, ...input, ...(about === undefined ? {} : { about }) };
}
