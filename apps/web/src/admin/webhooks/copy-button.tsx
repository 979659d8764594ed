// Copies a value to the clipboard and says so in a toast; where the clipboard is refused, the value stays
// selectable on the page.
import { useToast } from '../toast.js';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const show = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      show(`${label} copied.`);
    } catch {
      show(`Could not reach the clipboard: select the ${label.toLowerCase()} and copy it.`);
    }
  };
  return (
    <button type="button" onClick={copy}>
      Copy {label.toLowerCase()}
    </button>
  );
}
