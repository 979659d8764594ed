// The head of a web app page as HTML: title, description, canonical link, Open Graph and Twitter card tags
// and schema.org JSON-LD, every value escaped for where it goes, since product text is the store's
// untrusted input. The JSON-LD is a data block (`type="application/ld+json"`): the page policy's
// `script-src` never runs it.

export interface PageHead {
  title: string;
  description?: string;
  /** Absolute. */
  canonical?: string;
  /** Open Graph's type: `website` or `product`. */
  type?: string;
  /** Absolute. */
  image?: { url: string; alt?: string };
  siteName?: string;
  /** Keeps search engines away (the same as the X-Robots-Tag header the document gets). */
  noindex?: boolean;
  /** schema.org objects, each written as one JSON-LD block. */
  structuredData?: readonly unknown[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and double-quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * JSON that stays JSON inside `<script>`: `<`, `>` and `&` as `\u` escapes (no `</script>` or `<!--` can
 * end or change the block), and the two line separators JavaScript once did not allow in strings.
 * @example jsonLd({ name: '</script>' }) // '{"name":"\\u003c/script\\u003e"}'
 */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content === undefined ? [] : [`<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`];

/** Link-preview tags (Open Graph, Twitter card), for pages with a canonical URL: public ones. */
function previewTags(head: PageHead): string[] {
  if (!head.canonical) return [];
  return [
    ...meta('property', 'og:type', head.type),
    ...meta('property', 'og:site_name', head.siteName),
    ...meta('property', 'og:title', head.title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', head.canonical),
    ...meta('property', 'og:image', head.image?.url),
    ...meta('property', 'og:image:alt', head.image?.alt || undefined),
    ...meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', head.title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', head.image?.url),
  ];
}

/** The head's tags, one a line. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...meta('name', 'description', head.description),
    ...(head.noindex ? meta('name', 'robots', 'noindex') : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...previewTags(head),
    ...(head.structuredData ?? []).map(
      (data) => `<script type="application/ld+json">${jsonLd(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}

const TITLE = /<title>[^<]*<\/title>/i;

/**
 * The app's HTML with `head` in place of the build's own title (before `</head>` when it has none).
 * @example withHead('<head><title>Shop</title></head>', '<title>Hat</title>') // '<head><title>Hat</title></head>'
 */
export function withHead(html: string, head: string): string {
  if (TITLE.test(html)) return html.replace(TITLE, () => head);
  const end = html.search(/<\/head>/i);
  return end < 0 ? `${head}\n${html}` : `${html.slice(0, end)}${head}\n${html.slice(end)}`;
}

/**
 * Plain text from HTML (a product description): tags dropped, the common entities read, whitespace
 * collapsed, cut at a word near `max` characters with an ellipsis.
 * @example plainText('<p>Soft &amp; warm</p>', 160) // 'Soft & warm'
 */
export function plainText(html: string, max: number): string {
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
    '#39': "'",
  };
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    // Inline tags join their text to what is around it; any other tag separates words.
    .replace(/<\/?(?:a|abbr|b|code|em|i|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * The app's HTML with `root` rendered into its empty `#root` and `after` just behind it (the state block,
 * outside what React hydrates); unchanged when the build has no empty root.
 * @example withBody('<div id="root"></div>', '<main>…</main>', '') // '<div id="root"><main>…</main></div>'
 */
export function withBody(html: string, root: string, after: string): string {
  return html.replace(EMPTY_ROOT, () => `<div id="root">${root}</div>${after}`);
}
