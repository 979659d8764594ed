// Whether an uploaded SVG may be stored: parsed as namespace-aware XML and held to an allow-list of elements,
// attributes and values, so nothing in it can run script or load anything when it is opened or embedded.
import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';
import {
  ANIMATION_ELEMENTS,
  INERT_NAMESPACES,
  SVG_ATTRIBUTES,
  SVG_ELEMENTS,
  SVG_NS,
  TEXT_ATTRIBUTE,
  XLINK_ATTRIBUTES,
  XLINK_NS,
  XML_ATTRIBUTES,
  XML_NS,
  XMLNS_NS,
} from './svg-allow-list.js';

class Refused extends Error {}

/** The one link an SVG keeps: to a part of itself, or a raster image it carries. */
const SAFE_LINK = /^(#|data:image\/(png|jpeg|gif|webp)[;,])/i;

/**
 * Why a CSS text (a style element, a style attribute or a presentation attribute, which browsers parse as
 * CSS) may load or run something: escapes can spell any word past a check, so none is accepted.
 */
function unsafeCss(css: string): string | undefined {
  if (css.includes('\\')) return 'CSS escapes';
  const text = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '').toLowerCase();
  if (text.includes('@import')) return 'CSS @import';
  if (/expression\s*\(|-moz-binding|behavior\s*:|javascript:/.test(text)) return 'CSS that runs script';
  if (/(image-set|image|src|cross-fade|element)\s*\(/.test(text)) return 'CSS that loads an image';
  for (const [, target = ''] of text.matchAll(/url\s*\(\s*['"]?([^'")]*)/g)) {
    if (!target.trim().startsWith('#')) return 'a CSS url() that leaves the document';
  }
  return undefined;
}

const describe = (tag: SaxesTagNS) => (tag.uri === SVG_NS ? `<${tag.local}>` : `<${tag.name}> (${tag.uri})`);

function checkAttribute(element: SaxesTagNS, attribute: SaxesAttributeNS): void {
  const { uri, local, name, value } = attribute;
  if (uri === XMLNS_NS) return;
  const where = `${name} on ${describe(element)}`;
  if (INERT_NAMESPACES.has(uri)) return;
  if (uri === XML_NS && XML_ATTRIBUTES.has(local)) return;
  const link = (uri === '' || uri === XLINK_NS) && local === 'href';
  if (!link && uri === XLINK_NS && XLINK_ATTRIBUTES.has(local)) return;
  // An editor's own element gives its attributes no meaning (`pagecolor` on sodipodi:namedview); a handler
  // or a link is still refused there, in case a browser ever does.
  if (!link && uri === '' && INERT_NAMESPACES.has(element.uri) && !/^on/i.test(local)) return;
  if (!link && !(uri === '' && (SVG_ATTRIBUTES.has(local) || TEXT_ATTRIBUTE.test(local)))) {
    throw new Refused(/^on/i.test(local) ? `an event handler (${where})` : `the attribute ${where}`);
  }
  if (link) {
    // Browsers strip only C0 controls and spaces around a URL (XML allows just these four of them), so
    // `&#160;#x` is a relative link, not `#x`.
    if (!SAFE_LINK.test(value.replace(/^[\t\n\r ]+/, ''))) {
      throw new Refused(`a link that leaves the document (${where})`);
    }
    return;
  }
  if (TEXT_ATTRIBUTE.test(local)) return;
  const css = unsafeCss(value);
  if (css) throw new Refused(`${css} (${where})`);
}

function checkElement(tag: SaxesTagNS, root: boolean): void {
  if (root && !(tag.uri === SVG_NS && tag.local === 'svg')) throw new Refused('a root other than <svg>');
  if (!(tag.uri === SVG_NS ? SVG_ELEMENTS.has(tag.local) : INERT_NAMESPACES.has(tag.uri))) {
    throw new Refused(`the element ${describe(tag)}`);
  }
  if (tag.uri === SVG_NS && ANIMATION_ELEMENTS.has(tag.local)) {
    // The attribute animated, named as in the document: `onclick`, `href`, `xlink:href`, `s:href`.
    const target = tag.attributes.attributeName?.value.trim().split(':').pop() ?? '';
    if (target !== '' && (!SVG_ATTRIBUTES.has(target) || target === 'href' || target === 'style')) {
      throw new Refused(`an animation of ${target} (${describe(tag)})`);
    }
  }
  for (const attribute of Object.values(tag.attributes)) checkAttribute(tag, attribute);
}

/**
 * Why an SVG may not be stored, or undefined when it may: it must be well-formed UTF-8 XML with an `<svg>`
 * root, no DOCTYPE internal subset (entities: XXE, billion laughs) and no processing instruction (external
 * stylesheets), and every element and attribute must be on the allow-list, resolved by namespace URI, so
 * `<s:script xmlns:s="http://www.w3.org/2000/svg">` is a script whatever its prefix. Links lead only within
 * the document or to an embedded raster image; CSS loads nothing; animations change no handler or link.
 * Character references are decoded by the parser before any check, so `&#106;avascript:` is `javascript:`.
 * @example unsafeSvgReason(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))
 */
export function unsafeSvgReason(bytes: Uint8Array): string | undefined {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const open: SaxesTagNS[] = [];
  // A style element's CSS is all its text and CDATA together: `@im<![CDATA[port]]>` is an @import.
  let css: string | undefined;
  const addText = (text: string) => {
    if (css !== undefined) css += text;
  };
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding !== undefined && !/^utf-?8$/i.test(encoding)) {
      throw new Refused(`the encoding ${encoding} (only UTF-8 is read as it is checked)`);
    }
  });
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) throw new Refused('a DOCTYPE with an internal subset (entity declarations)');
  });
  parser.on('processinginstruction', ({ target }) => {
    throw new Refused(`the processing instruction <?${target}?>`);
  });
  parser.on('opentag', (tag) => {
    if (css !== undefined) throw new Refused(`the element ${describe(tag)} inside <style>`);
    checkElement(tag, open.length === 0);
    open.push(tag);
    if (tag.uri === SVG_NS && tag.local === 'style') css = '';
  });
  parser.on('closetag', () => {
    open.pop();
    const reason = css === undefined ? undefined : unsafeCss(css);
    if (reason) throw new Refused(`${reason} (<style>)`);
    css = undefined;
  });
  parser.on('text', addText);
  parser.on('cdata', addText);
  try {
    parser.write(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).close();
    return undefined;
  } catch (error) {
    if (error instanceof Refused) return `SVG images must not contain ${error.message}`;
    const detail = error instanceof Error ? error.message.replace(/\.$/, '') : 'not readable';
    return `SVG images must be well-formed XML (${detail})`;
  }
}
