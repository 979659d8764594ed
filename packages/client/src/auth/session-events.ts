// A tiny listener set for session changes; the React bindings subscribe through `onSessionChange`.
import type { SessionChangeEvent, SessionListener } from './types.js';

/** Creates the listener set one strategy owns. */
export function sessionEvents() {
  const listeners = new Set<SessionListener>();
  return {
    subscribe(listener: SessionListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: SessionChangeEvent): void {
      // A throwing listener must not break token handling or the other listeners.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}
