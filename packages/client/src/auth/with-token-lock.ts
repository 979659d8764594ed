// Serialises token acquisition across browser tabs with a Web Lock; where there is none (Node), runs directly.

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Runs `task` holding the named Web Lock when `navigator.locks` exists. */
export function withTokenLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks ? locks.request(name, task) : task();
}
