// Renders rich text from the wire (a product description) as HTML, only after sanitizing it.
import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

// DOMPurify is loaded apart from the page's code, on first use, and only for text with markup: the
// product page's JavaScript budget (≤ 100 kB gzip) has no room for it in the chunks that draw the product.
let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-rich-text.js').then(
    (module) => {
      sanitizer = module.sanitizeRichText;
      return sanitizer;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Props of RichText: the wire's HTML and the element's class. */
export interface RichTextProps {
  html: string;
  className?: string;
}

/** True when `html` has neither tags nor entities: then it is plain text, and React's escaping is enough. */
const isPlainText = (html: string) => !/[<&]/.test(html);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of `html` without its markup: what a page can show before (or without) the sanitizer. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A `div` holding `html` sanitized by `sanitizeRichText`; raw wire HTML never reaches innerHTML. Plain
 * text shows as one paragraph without the sanitizer; with markup the `div` holds the bare words (and is
 * busy) for the moment the sanitizer takes to load the first time.
 */
export function RichText({ html, className }: RichTextProps) {
  const plain = isPlainText(html);
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => sanitizer);
  useEffect(() => {
    if (sanitize || plain) return;
    let live = true;
    loadSanitizer().then(
      (loaded) => live && setSanitize(() => loaded),
      // A sanitizer that failed to load shows nothing: the next product page tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sanitize, plain]);
  const safe = useMemo(
    () => (sanitize && !plain ? { __html: sanitize(html) } : undefined),
    [sanitize, plain, html],
  );
  if (plain) {
    return (
      <div className={className}>
        <p>{html}</p>
      </div>
    );
  }
  // Until then (and in the server's render, for search engines and shoppers without JavaScript) its words.
  if (safe === undefined) {
    return (
      <div className={className} aria-busy="true">
        {textOf(html)}
      </div>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by DOMPurify right here.
  return <div className={className} dangerouslySetInnerHTML={safe} />;
}
