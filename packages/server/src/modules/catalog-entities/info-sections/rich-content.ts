// An info section's description in both of the platform's forms: a rich-content document (Ricos nodes) and
// its HTML. Either can be given; the other is made from it: paragraphs and headings of text, which is what
// the storefront renders (through the web kit's rich-text sanitizer, as product descriptions are).
import type { RichContent } from '@cartwright/contracts';

type RichNode = Record<string, unknown> & { type?: unknown; nodes?: unknown; textData?: { text?: unknown } };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const textNode = (text: string) => ({ type: 'TEXT', id: '', nodes: [], textData: { text, decorations: [] } });

/** The blocks of an HTML fragment, as text: one per paragraph, heading, list item or line break. */
function htmlBlocks(html: string): { heading?: number; text: string }[] {
  const cleaned = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  const blocks: { heading?: number; text: string }[] = [];
  const parts = cleaned.split(/(<h[1-6]\b[^>]*>[\s\S]*?<\/h[1-6]\s*>)|<\/(?:p|div|li)\s*>|<br\s*\/?>/i);
  for (const part of parts) {
    if (!part) continue;
    const heading = /^<h([1-6])/i.exec(part);
    const text = decode(part.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) blocks.push(heading ? { heading: Number(heading[1]), text } : { text });
  }
  return blocks;
}

/** A rich-content document of the HTML's text blocks. */
export function richContentFromHtml(html: string): RichContent {
  return {
    nodes: htmlBlocks(html).map((block, i) =>
      block.heading
        ? {
            type: 'HEADING',
            id: `h${i}`,
            nodes: [textNode(block.text)],
            headingData: { level: block.heading },
          }
        : { type: 'PARAGRAPH', id: `p${i}`, nodes: [textNode(block.text)], paragraphData: {} },
    ),
    metadata: { version: 1 },
  };
}

function textOf(node: RichNode): string {
  if (node.type === 'TEXT' && typeof node.textData?.text === 'string') return node.textData.text;
  return Array.isArray(node.nodes) ? (node.nodes as RichNode[]).map(textOf).join('') : '';
}

/** The HTML of a rich-content document: each top-level block's text, escaped, as a paragraph or heading. */
export function htmlFromRichContent(content: RichContent): string {
  return (content.nodes as RichNode[])
    .map((node) => {
      const text = escapeHtml(textOf(node));
      if (node.type !== 'HEADING') return `<p>${text}</p>`;
      const level = Number((node.headingData as { level?: unknown } | undefined)?.level);
      const h = level >= 1 && level <= 6 ? level : 2;
      return `<h${h}>${text}</h${h}>`;
    })
    .join('');
}
