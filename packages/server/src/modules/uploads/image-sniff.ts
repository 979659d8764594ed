// Recognises uploaded images by their bytes (never by the declared type alone) and reads their size.

export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;
export type ImageExtension = (typeof IMAGE_TYPES)[ImageType];

export const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type]),
) as Record<ImageExtension, ImageType>;

export interface SniffedImage {
  type: ImageType;
  width?: number;
  height?: number;
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);

const sized = (type: ImageType, width: number, height: number): SniffedImage =>
  width > 0 && height > 0 ? { type, width, height } : { type };

function jpeg(b: Uint8Array): SniffedImage {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return { type: 'image/jpeg' };
    const marker = b[i + 1]!;
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sized('image/jpeg', u16be(b, i + 7), u16be(b, i + 5));
    }
    i += 2 + u16be(b, i + 2);
  }
  return { type: 'image/jpeg' };
}

function webp(b: Uint8Array): SniffedImage {
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ' && b.length >= 30) {
    return sized('image/webp', u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (chunk === 'VP8L' && b.length >= 25) {
    const [b0, b1, b2, b3] = [b[21]!, b[22]!, b[23]!, b[24]!];
    return sized(
      'image/webp',
      1 + (b0 | ((b1 & 0x3f) << 8)),
      1 + ((b1 >> 6) | (b2 << 2) | ((b3 & 0x0f) << 10)),
    );
  }
  if (chunk === 'VP8X' && b.length >= 30) return sized('image/webp', 1 + u24le(b, 24), 1 + u24le(b, 27));
  return { type: 'image/webp' };
}

// A DOCTYPE's internal subset is let through here so that the SVG filter can name why it refuses one.
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>[]*(\[[\s\S]*?\]\s*)?>\s*)?<svg[\s>]/i;
const number = (value: string | undefined) => {
  const n = value === undefined ? Number.NaN : Number(value.replace(/px$/, ''));
  return Number.isFinite(n) ? Math.round(n) : 0;
};

function svg(text: string): SniffedImage {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const box = (attr('viewBox') ?? '').trim().split(/[\s,]+/);
  const width = number(attr('width')) || number(box[2]);
  const height = number(attr('height')) || number(box[3]);
  return sized('image/svg+xml', width, height);
}

/** The image type the bytes hold (with width and height when the header gives them), or undefined. */
export function sniffImage(b: Uint8Array): SniffedImage | undefined {
  if (b.length >= 24 && u32be(b, 0) === 0x89504e47 && u32be(b, 4) === 0x0d0a1a0a) {
    return sized('image/png', u32be(b, 16), u32be(b, 20));
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (b.length >= 10 && /^GIF8[79]a$/.test(ascii(b, 0, 6))) {
    return sized('image/gif', u16le(b, 6), u16le(b, 8));
  }
  if (b.length >= 16 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return webp(b);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return undefined;
  }
  return SVG_START.test(text) ? svg(text) : undefined;
}
