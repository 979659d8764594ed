// Save and delete confirmations as a toast: it shows over the page wherever the owner scrolled to, says what
// happened, and leaves by itself (or at once with its close button), so it never sits beside a later error.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** Long enough to read a short sentence twice. */
const TOAST_MS = 6000;

interface Toast {
  id: number;
  message: string;
}

const ToastContext = createContext<(message: string) => void>(() => {});

/** `show(message)` puts a toast up. */
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast>();
  const show = useCallback(
    (message: string) => setToast((last) => ({ id: (last?.id ?? 0) + 1, message })),
    [],
  );
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(undefined), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toast ? (
          <p className="toast" key={toast.id}>
            <span>{toast.message}</span>
            <button
              type="button"
              className="link-button"
              aria-label="Dismiss"
              onClick={() => setToast(undefined)}
            >
              ×
            </button>
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows `message` once when the page opens with it (a notice carried over a navigation, like "Coupon created."). */
export function useToastOnOpen(message: string | undefined) {
  const show = useToast();
  useEffect(() => {
    if (message) show(message);
  }, [message, show]);
}
