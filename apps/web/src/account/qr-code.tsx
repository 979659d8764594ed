// A QR code as an SVG of square modules with the standard quiet zone, drawn crisp at any size. The matrix is
// uqr's (level L, the smallest version that fits, the best mask); only the drawing is ours.
import { encode } from 'uqr';

const QUIET_ZONE = 4;

/** The QR code of `text` as rows of dark (true) and light modules, or undefined when no version holds it. */
function qrModules(text: string): boolean[][] | undefined {
  try {
    return encode(text, { ecc: 'L', border: 0 }).data;
  } catch {
    // Past version 40's capacity: nothing to draw (the screen shows the key as text too).
    return undefined;
  }
}

export function QrCode({ text, label }: { text: string; label: string }) {
  const matrix = qrModules(text);
  if (!matrix) return null;
  const size = matrix.length + QUIET_ZONE * 2;
  let path = '';
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE},${y + QUIET_ZONE}h1v1h-1z`;
    });
  });
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
