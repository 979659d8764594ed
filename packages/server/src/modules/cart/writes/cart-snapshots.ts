// The last state this server instance wrote of each current cart, so that the next change can skip reading
// it. A snapshot is only a starting point: the write made from it applies only while the cart still has the
// snapshot's revision (cart-write.ts), so one made stale by another instance costs a second try, never a
// lost change. Snapshots hold the store settings read with the cart too, so they count only at the store
// version they were made at; another instance's write or a delete drops them by notice (migration 0010).

import type { StoredCart } from '../../../cached-shapes.js';
import type { CartOwner } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import type { StoreChanges } from '../../../db/store-changes.js';
import { cartScope } from '../cart-owner.js';
import { findCartByOwner } from '../reads/cart.repository.js';

/** Snapshots kept at most; the least recently used go first. */
const MAX_SNAPSHOTS = 5_000;

interface Snapshot {
  stored: StoredCart;
  version: number;
}

/** A cart to change: remembered from this instance's last write, or read just now. */
export interface CartState {
  stored: StoredCart;
  remembered: boolean;
  /** The store version the cart's store settings are current at. */
  version: number;
}

export class CartSnapshots {
  readonly #changes: StoreChanges;
  readonly #snapshots = new Map<string, Snapshot>();

  constructor(changes: StoreChanges) {
    this.#changes = changes;
    changes.onScopeChanged((scope) => this.#snapshots.delete(scope));
  }

  /** This instance, as its cart writes name it. */
  get instance(): string {
    return this.#changes.instance;
  }

  /** True when this instance wrote the cart last: it hears of every later write, so it may keep answers of it. */
  writtenHere(stored: StoredCart): boolean {
    return stored.cart.written_by === this.#changes.instance;
  }

  /** The store version now: a cart read from here on has store settings current at it. */
  get version(): number {
    return this.#changes.version;
  }

  /** The owner's cart (not locked), from the snapshot when there is a current one; undefined when there is no cart. */
  async current(db: Db, owner: CartOwner): Promise<CartState | undefined> {
    const key = cartScope(owner);
    const snapshot = this.#snapshots.get(key);
    if (snapshot !== undefined && this.#changes.trusted && snapshot.version === this.#changes.version) {
      this.#snapshots.delete(key);
      this.#snapshots.set(key, snapshot);
      return { stored: snapshot.stored, remembered: true, version: snapshot.version };
    }
    const version = this.#changes.version;
    const stored = await findCartByOwner(db, owner);
    return stored && { stored, remembered: false, version };
  }

  /** Remembers the cart as this instance just wrote it (the caller keeps it unchanged from now on). */
  keep(owner: CartOwner, stored: StoredCart, version: number): void {
    if (!this.#changes.trusted || version !== this.#changes.version || !this.writtenHere(stored)) return;
    const key = cartScope(owner);
    const kept = this.#snapshots.get(key)?.stored.cart;
    // Two writes of one cart may finish in either order: the later revision stays.
    if (kept && kept.id === stored.cart.id && Number(kept.revision) > Number(stored.cart.revision)) return;
    this.#snapshots.delete(key);
    this.#snapshots.set(key, { stored, version });
    if (this.#snapshots.size > MAX_SNAPSHOTS) this.#snapshots.delete(this.#snapshots.keys().next().value!);
  }

  forget(owner: CartOwner): void {
    this.#snapshots.delete(cartScope(owner));
  }
}
