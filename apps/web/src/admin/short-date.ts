// The admin's compact moment: a list cell needs the day and the minute, in the owner's locale.

/**
 * An ISO date as a short day and minute in the browser's locale.
 * @example shortDateTime('2026-11-25T02:37:00Z') // "25/11/2026, 02:37" in en-GB
 */
export const shortDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
