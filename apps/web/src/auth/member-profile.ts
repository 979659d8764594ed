// Who the signed-in member is, as far as this browser knows: the e-mail and name given at sign-in or sign-up,
// kept in localStorage beside the tokens so the header can greet the member after a reload. The store has no
// "my member" read yet (the members issue brings it); the tokens themselves carry only an id.
import { useSyncExternalStore } from 'react';

export interface MemberProfile {
  email: string;
  firstName?: string;
  lastName?: string;
}

const STORAGE_KEY = 'cartwright.member-profile';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedProfile: MemberProfile | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function parse(raw: string | null): MemberProfile | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<MemberProfile>;
    if (typeof value.email !== 'string') return undefined;
    return {
      email: value.email,
      ...(typeof value.firstName === 'string' ? { firstName: value.firstName } : {}),
      ...(typeof value.lastName === 'string' ? { lastName: value.lastName } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The stored profile; the same object until it changes (useSyncExternalStore compares snapshots). */
export function readMemberProfile(): MemberProfile | undefined {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedProfile = parse(raw);
  }
  return cachedProfile;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

/** Remembers who signed in; `undefined` forgets (sign-out). */
export function saveMemberProfile(profile: MemberProfile | undefined): void {
  const store = storage();
  if (!store) return;
  if (profile) {
    // A name typed at sign-up is kept when the same member signs in again with only the e-mail.
    const previous = readMemberProfile();
    const same = previous?.email.toLowerCase() === profile.email.toLowerCase();
    store.setItem(STORAGE_KEY, JSON.stringify(same ? { ...previous, ...profile } : profile));
  } else {
    store.removeItem(STORAGE_KEY);
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes what this one shows too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The signed-in member's profile, re-rendering when it changes in this tab or another. */
export function useMemberProfile(): MemberProfile | undefined {
  return useSyncExternalStore(subscribe, readMemberProfile, () => undefined);
}

/** "Ada Lovelace", or the e-mail when no name is known. */
export function memberDisplayName(profile: MemberProfile | undefined): string | undefined {
  if (!profile) return undefined;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim();
  return name || profile.email;
}
