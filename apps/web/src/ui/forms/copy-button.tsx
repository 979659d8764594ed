// A button that copies a value (a client id, a new API key) to the clipboard and says that it did.
import { useEffect, useState } from 'react';

/** How long "Copied" shows before the button reads as before. */
const COPIED_MS = 2000;

/** `className` for a page whose buttons are not styled bare (the admin's are). */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <button type="button" className={className} onClick={copy} aria-label={label}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select it' : 'Copy'}
    </button>
  );
}
