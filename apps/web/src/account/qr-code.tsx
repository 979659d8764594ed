// A QR code as an SVG of square modules with the standard quiet zone, drawn crisp at any size.
import { qrMatrix } from './qr-matrix.js';

const QUIET_ZONE = 4;

export function QrCode({ text, label }: { text: string; label: string }) {
  const matrix = qrMatrix(text);
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
