// The SVG an upload may contain, by namespace URI and local name: drawing, text, paint, filters and animation;
// nothing that runs script, embeds other markup or loads a resource from elsewhere.

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * Editors' bookkeeping (Inkscape, Sodipodi, RDF metadata): browsers give elements and attributes in these
 * namespaces no behaviour at all, so a drawing saved by an editor passes without being re-exported.
 */
export const INERT_NAMESPACES: ReadonlySet<string> = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://creativecommons.org/ns#',
]);

/**
 * Elements in the SVG namespace. Left out on purpose: script, handler, foreignObject, iframe and every
 * other embedding, cursor, color-profile and the font-face family (each loads a URL), and anything not
 * listed, since a browser may give behaviour to a name this list does not know.
 */
export const SVG_ELEMENTS: ReadonlySet<string> = new Set([
  'a',
  'animate',
  'animateMotion',
  'animateTransform',
  'circle',
  'clipPath',
  'defs',
  'desc',
  'ellipse',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
  'filter',
  'g',
  'image',
  'line',
  'linearGradient',
  'marker',
  'mask',
  'metadata',
  'mpath',
  'path',
  'pattern',
  'polygon',
  'polyline',
  'radialGradient',
  'rect',
  'set',
  'stop',
  'style',
  'svg',
  'switch',
  'symbol',
  'text',
  'textPath',
  'title',
  'tspan',
  'use',
  'view',
]);

/** SMIL elements: their `attributeName` must not name an event handler or a link. */
export const ANIMATION_ELEMENTS: ReadonlySet<string> = new Set([
  'animate',
  'animateMotion',
  'animateTransform',
  'set',
]);

/**
 * Attributes without a namespace, on any allowed SVG element: geometry, presentation, text, paint servers,
 * filter primitives and animation timing. Event handlers (`on*`) are not among them, whatever their case.
 */
export const SVG_ATTRIBUTES: ReadonlySet<string> = new Set(
  `accumulate additive alignment-baseline amplitude attributeName attributeType azimuth baseFrequency
  baseProfile baseline-shift begin bias by calcMode class clip clip-path clip-rule clipPathUnits color
  color-interpolation color-interpolation-filters color-rendering cx cy d diffuseConstant direction display
  divisor dominant-baseline dur dx dy edgeMode elevation enable-background end exponent fill fill-opacity
  fill-rule filter filterUnits flood-color flood-opacity focusable font font-family font-size
  font-size-adjust font-stretch font-style font-variant font-weight fr from fx fy gradientTransform
  gradientUnits height href id image-rendering in in2 intercept isolation k1 k2 k3 k4 kernelMatrix
  kernelUnitLength kerning keyPoints keySplines keyTimes lang lengthAdjust letter-spacing lighting-color
  limitingConeAngle marker marker-end marker-mid marker-start markerHeight markerUnits markerWidth mask
  mask-type maskContentUnits maskUnits max method min mix-blend-mode mode numOctaves offset opacity operator
  order orient origin overflow paint-order path pathLength patternContentUnits patternTransform patternUnits
  pointer-events points pointsAtX pointsAtY pointsAtZ preserveAlpha preserveAspectRatio primitiveUnits r
  radius refX refY repeatCount repeatDur requiredExtensions requiredFeatures restart result role rotate rx ry
  scale seed shape-rendering side slope spacing specularConstant specularExponent spreadMethod startOffset
  stdDeviation stitchTiles stop-color stop-opacity stroke stroke-dasharray stroke-dashoffset stroke-linecap
  stroke-linejoin stroke-miterlimit stroke-opacity stroke-width style surfaceScale systemLanguage tabindex
  tableValues target targetX targetY text-anchor text-decoration text-overflow text-rendering textLength
  to transform transform-box transform-origin type unicode-bidi values vector-effect version viewBox
  visibility white-space width word-spacing writing-mode x x1 x2 xChannelSelector y y1 y2 yChannelSelector z
  zoomAndPan`.split(/\s+/),
);

/** Accessibility and data attributes carry text for scripts and assistive technology, never behaviour. */
export const TEXT_ATTRIBUTE = /^(aria-[a-z]+|data-[A-Za-z0-9_.-]+)$/;

/** Attributes in the XLink and XML namespaces; `xml:base` is not one, as it changes where links lead. */
export const XLINK_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'title']);
export const XML_ATTRIBUTES: ReadonlySet<string> = new Set(['space', 'lang']);
