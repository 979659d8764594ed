// One check for addresses the app may follow or show as links: the checkout's callbacks and tracking links.

/** `value` when it is an absolute http(s) address; `javascript:` and other schemes are never followed. */
export function webAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
