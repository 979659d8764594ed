// Text put into an e-mail's HTML body: every value interpolated goes through escapeHtml.
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The text with the five HTML-significant characters escaped, safe in element content and quoted attributes.
 * @example `<a href="${escapeHtml(link)}">` // & in the query becomes &amp;
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
