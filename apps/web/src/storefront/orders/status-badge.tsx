// A status as a small coloured badge with its words (the colour only repeats what the words say).
import type { Tone } from './order-view.js';
import './orders.css';

export function StatusBadge({ status }: { status: { label: string; tone: Tone } }) {
  return <span className={`order-badge order-badge-${status.tone}`}>{status.label}</span>;
}
