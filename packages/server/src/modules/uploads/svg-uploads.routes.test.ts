// SVG uploads through the API: known script and resource-loading payloads are refused, drawings as editors,
// icon sets and the demo store write them are stored, and a served SVG can run nothing.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadedMediaResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers } from '../products/test-support/catalog-callers.js';
import { DEMO_ASSETS_DIR } from './media-files.js';

let t: TestApp;
let creds: Credentials;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cartwright-svg-'));
  t = await createTestApp({ config: { dataDir } });
  creds = await catalogCallers(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(text: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'image/svg+xml' }), 'picture.svg');
  return t.app.request('/cartwright/v1/media', { method: 'POST', headers: creds.apiKey, body: form });
}

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK_NS = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const doc = (inner: string) => `<svg ${SVG_NS} ${XLINK_NS} viewBox="0 0 24 24">${inner}</svg>`;

const refused: Array<[string, string, string]> = [
  // The three that passed the regular expressions.
  [
    'a prefixed script element',
    doc('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
    'not contain the element <script>',
  ],
  [
    'an entity-encoded javascript: link',
    doc('<a href="&#106;avascript:alert(1)"><text>x</text></a>'),
    'not contain a link that leaves the document (href on <a>)',
  ],
  [
    'a SMIL set of an event handler',
    doc('<rect width="5" height="5"><set attributeName="onmouseover" to="alert(1)"/></rect>'),
    'not contain an animation of onmouseover (<set>)',
  ],
  // Scripts and handlers, however spelled.
  ['a script element', doc('<script>alert(1)</script>'), 'not contain the element <script>'],
  ['a CDATA script', doc('<script><![CDATA[alert(1)]]></script>'), 'not contain the element <script>'],
  ['a script by reference', doc('<script xlink:href="data:,alert(1)"/>'), 'not contain the element <script>'],
  [
    'an XHTML script',
    doc('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
    'not contain the element <h:script> (http://www.w3.org/1999/xhtml)',
  ],
  [
    'an SVG Tiny handler',
    doc('<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler>'),
    'not contain the element <handler>',
  ],
  [
    'an onload on the root',
    `<svg ${SVG_NS} onload="alert(1)"><rect width="1" height="1"/></svg>`,
    'not contain an event handler (onload on <svg>)',
  ],
  [
    'an event handler',
    doc('<rect width="5" height="5" onclick="alert(1)"/>'),
    'not contain an event handler (onclick on <rect>)',
  ],
  [
    'an entity-encoded event handler value',
    doc('<rect onmouseover="&#97;lert(1)"/>'),
    'not contain an event handler (onmouseover on <rect>)',
  ],
  [
    'an unknown attribute',
    doc('<rect width="5" formaction="javascript:alert(1)"/>'),
    'not contain the attribute formaction on <rect>',
  ],
  // Links and references that leave the document.
  [
    'a javascript: link',
    doc('<a href="javascript:alert(1)"><text>x</text></a>'),
    'not contain a link that leaves the document (href on <a>)',
  ],
  [
    'a hex-entity javascript: link',
    doc('<a href="&#x6A;&#x61;vascript:alert(1)"><text>x</text></a>'),
    'not contain a link that leaves the document (href on <a>)',
  ],
  [
    'a javascript: link with a tab inside',
    doc('<a href="java&#9;script:alert(1)"><text>x</text></a>'),
    'not contain a link that leaves the document (href on <a>)',
  ],
  [
    'a javascript: xlink:href',
    doc('<a xlink:href="javascript:alert(1)"><text>x</text></a>'),
    'not contain a link that leaves the document (xlink:href on <a>)',
  ],
  [
    'an xlink:href under another prefix',
    doc('<a xmlns:l="http://www.w3.org/1999/xlink" l:href="javascript:alert(1)"><text>x</text></a>'),
    'not contain a link that leaves the document (l:href on <a>)',
  ],
  [
    'a link that only looks same-document',
    doc('<a href="&#160;#x"><text>x</text></a>'),
    'not contain a link that leaves the document (href on <a>)',
  ],
  [
    'a data:text/html link',
    doc('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><text>x</text></a>'),
    'not contain a link that leaves the document (href on <a>)',
  ],
  [
    'a link to another site',
    doc('<a href="https://evil.example/"><text>x</text></a>'),
    'not contain a link that leaves the document (href on <a>)',
  ],
  [
    'an external image',
    doc('<image href="https://evil.example/track.png" width="1" height="1"/>'),
    'not contain a link that leaves the document (href on <image>)',
  ],
  [
    'an SVG image as data',
    doc('<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>'),
    'not contain a link that leaves the document (href on <image>)',
  ],
  [
    'an external use',
    doc('<use href="https://evil.example/sprite.svg#icon"/>'),
    'not contain a link that leaves the document (href on <use>)',
  ],
  [
    'an external filter image',
    doc('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'),
    'not contain a link that leaves the document (href on <feImage>)',
  ],
  [
    'an external paint server',
    doc('<rect width="5" height="5" fill="url(https://evil.example/p.svg#g)"/>'),
    'not contain a CSS url() that leaves the document (fill on <rect>)',
  ],
  [
    'xml:base',
    doc('<a xml:base="javascript:alert(1)//" href="#x"><text>x</text></a>'),
    'not contain the attribute xml:base on <a>',
  ],
  // SMIL that rewrites a link.
  [
    'a SMIL animate of href',
    doc('<a href="#x"><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>'),
    'not contain an animation of href (<animate>)',
  ],
  [
    'a SMIL set of href to another site',
    doc('<a href="#x"><set attributeName="href" to="https://evil.example/"/><text>x</text></a>'),
    'not contain an animation of href (<set>)',
  ],
  [
    'a SMIL set of xlink:href',
    doc('<a xlink:href="#x"><set attributeName="xlink:href" to="javascript:alert(1)"/><text>x</text></a>'),
    'not contain an animation of href (<set>)',
  ],
  [
    'a SMIL set of onclick by animateTransform',
    doc('<g><animateTransform attributeName="onclick" to="alert(1)"/></g>'),
    'not contain an animation of onclick (<animateTransform>)',
  ],
  // Foreign content.
  [
    'a foreignObject',
    doc('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    'not contain the element <foreignObject>',
  ],
  [
    'an XHTML iframe',
    doc('<iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/>'),
    'not contain the element <iframe> (http://www.w3.org/1999/xhtml)',
  ],
  [
    'a MathML link',
    doc('<math xmlns="http://www.w3.org/1998/Math/MathML" href="javascript:alert(1)"><mi>x</mi></math>'),
    'not contain the element <math> (http://www.w3.org/1998/Math/MathML)',
  ],
  [
    'a font-face loading a font',
    doc(
      '<font-face font-family="x"><font-face-src><font-face-uri href="https://evil.example/f.svg"/></font-face-src></font-face>',
    ),
    'not contain the element <font-face>',
  ],
  // Stylesheets and CSS that loads or runs.
  [
    'an external stylesheet instruction',
    `<?xml-stylesheet type="text/css" href="https://evil.example/x.css"?>${doc('<rect width="1" height="1"/>')}`,
    'not contain the processing instruction <?xml-stylesheet?>',
  ],
  [
    'a style @import',
    doc('<style>@import url(https://evil.example/x.css);</style>'),
    'not contain CSS @import (<style>)',
  ],
  [
    'a CDATA style @import string',
    doc("<style><![CDATA[ @import 'https://evil.example/x.css'; ]]></style>"),
    'not contain CSS @import (<style>)',
  ],
  [
    'a style url()',
    doc('<style>rect { fill: url("https://evil.example/p.svg#g") }</style>'),
    'not contain a CSS url() that leaves the document (<style>)',
  ],
  [
    'a CSS escape spelling url(',
    doc('<style>rect { fill: u\\72l(https://evil.example/p) }</style>'),
    'not contain CSS escapes (<style>)',
  ],
  [
    'a style attribute url()',
    doc('<rect style="background:url(https://evil.example/x)" width="1" height="1"/>'),
    'not contain a CSS url() that leaves the document (style on <rect>)',
  ],
  [
    'a style attribute expression()',
    doc('<rect style="width:expression(alert(1))"/>'),
    'not contain CSS that runs script (style on <rect>)',
  ],
  [
    'a style attribute image-set()',
    doc('<rect style="fill:image-set(&quot;https://evil.example/x.png&quot; 1x)"/>'),
    'not contain CSS that loads an image (style on <rect>)',
  ],
  // Entities and documents that are not plain XML.
  [
    'an external entity (XXE)',
    `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${doc('<text>&xxe;</text>')}`,
    'not contain a DOCTYPE with an internal subset (entity declarations)',
  ],
  [
    'an internal subset (billion laughs)',
    `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${doc('<text>&b;</text>')}`,
    'not contain a DOCTYPE with an internal subset (entity declarations)',
  ],
  ['an undeclared entity', doc('<text>&nbsp;</text>'), 'be well-formed XML (undefined entity)'],
  [
    'an encoding other than UTF-8',
    `<?xml version="1.0" encoding="ISO-2022-JP"?>${doc('<rect width="1" height="1"/>')}`,
    'not contain the encoding ISO-2022-JP (only UTF-8 is read as it is checked)',
  ],
  ['malformed XML', doc('<rect width="1" height="1">'), 'be well-formed XML (unexpected close tag)'],
  [
    'a second root',
    `${doc('')}<script ${SVG_NS}>alert(1)</script>`,
    'be well-formed XML (documents may contain only one root)',
  ],
];

describe('refused SVG uploads', () => {
  it.each(refused)('refuses %s', async (_, text, reason) => {
    const res = await upload(text);
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.details.applicationError?.code).toBe('INVALID_ARGUMENT');
    expect(body.message).toBe(`SVG images must ${reason}`);
  });

  it('stores nothing it refused', () => {
    const stored = (() => {
      try {
        return readdirSync(join(dataDir, 'media'));
      } catch {
        return [];
      }
    })();
    expect(stored).toEqual([]);
  });
});

// Drawings as icon sets, editors and hand writers produce them.
const accepted: Array<[string, string]> = [
  [
    'an icon',
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="icon icon-cart" aria-hidden="true"><circle cx="8" cy="21" r="1"/><circle cx="19" cy="21" r="1"/><path d="M2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12"/></svg>',
  ],
  [
    'an editor export',
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with a vector editor -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
  xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:cc="http://creativecommons.org/ns#" version="1.1" width="120" height="80" viewBox="0 0 120 80"
  xml:space="preserve" inkscape:version="1.3" data-name="Layer 1">
  <sodipodi:namedview id="base" pagecolor="#ffffff" inkscape:zoom="1"/>
  <metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format></cc:Work></rdf:RDF></metadata>
  <title>Badge</title><desc>A badge &amp; a ribbon</desc>
  <defs>
    <style type="text/css"><![CDATA[ .st0 { fill: url(#grad); stroke: #333 } .st1 { opacity: .5 } ]]></style>
    <linearGradient id="grad" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="120" y2="0">
      <stop offset="0" stop-color="#e9c46a"/><stop offset="1" style="stop-color:#f4a261;stop-opacity:1"/>
    </linearGradient>
    <linearGradient id="grad2" xlink:href="#grad" gradientTransform="rotate(90)"/>
    <clipPath id="clip"><rect width="120" height="80" rx="8"/></clipPath>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur in="SourceAlpha" stdDeviation="2"/><feOffset dx="1" dy="1" result="o"/><feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
    <symbol id="star" viewBox="0 0 10 10"><polygon points="5,0 6,4 10,4 7,6 8,10 5,7 2,10 3,6 0,4 4,4"/></symbol>
    <marker id="arrow" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto"><path d="M0 0L4 2L0 4z"/></marker>
  </defs>
  <g id="layer1" inkscape:label="Layer 1" inkscape:groupmode="layer" clip-path="url(#clip)" filter="url(#shadow)">
    <rect class="st0" width="120" height="80" fill="url( '#grad2' )"/>
    <use href="#star" x="10" y="10" width="20" height="20"/><use xlink:href="#star" x="40" y="10" width="20" height="20"/>
    <line x1="10" y1="60" x2="100" y2="60" stroke="#000" marker-end="url(#arrow)"/>
    <image width="8" height="8" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="/>
    <a href=" #layer1" target="_self"><text x="60" y="45" text-anchor="middle" font-family="sans-serif" font-size="12"><tspan class="st1">Sale</tspan></text></a>
    <circle cx="100" cy="20" r="6" fill="#e63946"><animate attributeName="opacity" values="1;0.4;1" dur="2s" repeatCount="indefinite"/><set attributeName="fill" to="#2a9d8f" begin="1s"/></circle>
    <rect x="0" y="0" width="4" height="4"><animateTransform attributeName="transform" type="rotate" from="0 2 2" to="360 2 2" dur="3s"/></rect>
  </g>
</svg>
`,
  ],
];

describe('accepted SVG uploads', () => {
  it.each(accepted)('stores %s byte for byte', async (_, text) => {
    const res = await upload(text);
    expect(res.status === 200 ? '' : await res.text()).toBe('');
    const { media } = await readJson<UploadedMediaResponse>(res);
    const served = await t.app.request(new URL(media.url).pathname);
    expect(await served.text()).toBe(text);
  });

  const demo = readdirSync(DEMO_ASSETS_DIR).filter((name) => name.endsWith('.svg'));
  it(`stores each of the demo store's ${demo.length} images`, async () => {
    expect(demo.length).toBeGreaterThan(10);
    for (const name of demo) {
      const res = await upload(readFileSync(join(DEMO_ASSETS_DIR, name), 'utf8'));
      expect(`${name} ${res.status}`).toBe(`${name} 200`);
    }
  });
});

describe('serving an SVG', () => {
  it('sandboxes it so that nothing in it loads or runs when it is opened directly', async () => {
    const { media } = await readJson<UploadedMediaResponse>(await upload(accepted[0]![1]));
    for (const path of [new URL(media.url).pathname, '/cartwright/v1/media/demo-stoneware-mug.svg']) {
      const served = await t.app.request(path);
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
      );
    }
  });
});
