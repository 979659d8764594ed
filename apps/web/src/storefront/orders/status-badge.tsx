// A status as a small coloured badge with its words (the colour only repeats what the words say).
import type { Tone } from './order-view.js';

export function StatusBadge({ status }: { status: { label: string; tone: Tone } }) {
  return <span className={`status-badge status-${status.tone}`}>{status.label}</span>;
}
