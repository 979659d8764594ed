// The history state the account page is opened with after the member deleted their account, so the guest view
// can say so.
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

/** Whether this page was opened right after the account was deleted. */
export function openedAfterDeletion(): boolean {
  const state: unknown = globalThis.history?.state;
  return typeof state === 'object' && state !== null && 'accountDeleted' in state;
}
