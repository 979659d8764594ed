// Rich text from the wire (product descriptions, info sections) made safe to render: DOMPurify keeps
// formatting tags and http(s), mailto and same-site links, and drops everything else, style included.
import DOMPurify from 'dompurify';

/** Formatting a product description may use; no images, media, forms, tables or scripts. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
  'code',
];
/** Only a link's target and title: no class, id or style, so a description cannot restyle or spoof the page. */
const ALLOWED_ATTR = ['href', 'title'];
/** http(s) and mailto links, paths on this site and fragments; not javascript:, data: or protocol-relative. */
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  // A description's links lead to other sites more often than not: they get no referrer, opener or ranking.
  if (node.tagName === 'A' && node.hasAttribute('href'))
    node.setAttribute('rel', 'noopener noreferrer nofollow');
});

/**
 * Returns `html` with only safe formatting tags and safe links; plain text comes back escaped.
 * @example sanitizeRichText('<p onclick="x()">Soft <b>cotton</b></p>') // '<p>Soft <b>cotton</b></p>'
 */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
