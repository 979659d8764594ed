// A count-down in whole seconds, for "send again" buttons that the store rate-limits.
import { useEffect, useState } from 'react';

/** `[secondsLeft, start(seconds)]`; secondsLeft reaches 0 and stays there. */
export function useCoolDown(initialSeconds: number): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  const start = (seconds: number) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  };
  return [left, start];
}
