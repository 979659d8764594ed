// A change run on a draft of the cart: the draft, what the change sees, and the write the edit calls for
// (the lines whose quantity moved, the lines gone, the next revision and the cart event).

import type { StoredCart, StoredLine } from '../../../cached-shapes.js';
import type { CartCaller, CartOwner } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import type { CatalogItemReference } from '../../products/index.js';
import type { CartRow } from '../cart.table.js';
import { cartCreatedEvent, cartUpdatedEvent } from '../cart-events.js';
import { ownerOf } from '../cart-owner.js';
import type { IdempotencyRequest } from '../idempotency/idempotency.js';
import {
  type CartSettings,
  type CatalogAnswers,
  lookUpCart,
  type ResolvedCart,
  resolveCart,
} from '../reads/cart-view.js';
import type { AttachedWrite, CartWrite } from './cart-writes.repository.js';

export type CartDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'readCache' | 'catalogLookups' | 'cartSnapshots' | 'eventNotices'
>;

/** The next state of the cart, which a change edits in place. */
export interface CartDraft {
  cart: CartRow;
  lines: StoredLine[];
}

export interface WriteContext {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  caller: CartCaller;
  owner: CartOwner;
  /** The cart before the change. */
  before: ResolvedCart;
  /** Catalog answers for the cart's lines and the extra references; a change registers its new lines here. */
  answers: CatalogAnswers;
  settings: CartSettings;
  /** True when this call created the cart. */
  created: boolean;
  /**
   * Has another module's rows written by the cart's own statement, applied only with the cart's write: a
   * change writes nothing itself, so it may run without a transaction.
   */
  attach: (write: AttachedWrite) => void;
}

export interface WriteOptions {
  /** Create the cart when the caller has none; otherwise that is OWNED_CART_NOT_FOUND. */
  create: boolean;
  baseUrl: string;
  /** References the change adds, looked up with the cart's own lines. */
  newRefs?: readonly CatalogItemReference[];
  idempotency?: IdempotencyRequest;
}

/** The cart columns a change may edit. */
const EDITABLE_COLUMNS = [
  'buyer_note',
  'buyer_email',
  'contact_info',
  'selected_shipping_option',
  'business_location_id',
  'coupon_id',
  'coupon_code',
  'merchant_discounts',
  'checkout_id',
] as const;

const columnsChanged = (before: CartRow, after: CartRow) =>
  EDITABLE_COLUMNS.some((column) => JSON.stringify(before[column]) !== JSON.stringify(after[column]));

/** A change: edits the draft in place, and answers what the caller's response needs besides the cart. */
export type Change<R> = (draft: CartDraft, ctx: WriteContext) => R | Promise<R>;

/** What a change made of a cart. */
export interface Drafted<R> {
  result: R;
  /** The cart after the change; the cart before when nothing changed. */
  after: ResolvedCart;
  /** What to write; nothing when nothing changed (a new cart is always written, for its event). */
  write: CartWrite | undefined;
}

/** Runs `change` on a draft of `stored` and works out the write it calls for; `db` only reads. */
export async function draftChange<R>(
  deps: CartDeps,
  db: Db,
  caller: CartCaller,
  stored: StoredCart,
  created: boolean,
  options: WriteOptions,
  change: Change<R>,
): Promise<Drafted<R>> {
  const { answers, settings } = await lookUpCart(
    { db, catalogLookups: deps.catalogLookups },
    stored,
    options.baseUrl,
    options.newRefs,
  );
  const before = resolveCart(stored, answers, settings);
  const draft: CartDraft = { cart: { ...stored.cart }, lines: stored.lines.map((l) => ({ ...l })) };
  const owner = ownerOf(caller);
  let attached: AttachedWrite | undefined;
  const ctx: WriteContext = {
    deps: { db, clock: deps.clock },
    caller,
    owner,
    before,
    answers,
    settings,
    created,
    attach: (write) => {
      if (attached) throw new Error('A cart write has one attached write at most');
      attached = write;
    },
  };
  const result = await change(draft, ctx);
  const previous = new Map(stored.lines.map((l) => [l.id, l.quantity]));
  const kept = new Set(draft.lines.map((l) => l.id));
  const writtenLines = draft.lines.filter((l) => previous.get(l.id) !== l.quantity);
  const removedLineIds = stored.lines.filter((l) => !kept.has(l.id)).map((l) => l.id);
  const changed =
    writtenLines.length + removedLineIds.length > 0 ||
    columnsChanged(stored.cart, draft.cart) ||
    attached !== undefined;
  if (!changed && !created) return { result, after: before, write: undefined };
  const revision = Number(stored.cart.revision);
  // A new cart keeps revision 1 for its first change.
  draft.cart.revision = created ? revision : revision + 1;
  draft.cart.updated_at = deps.clock();
  draft.cart.written_by = deps.cartSnapshots.instance;
  const after = resolveCart({ ...draft, store: stored.store }, answers, settings);
  const event = created
    ? cartCreatedEvent(deps.clock, caller, after.cart)
    : cartUpdatedEvent(deps.clock, caller, before.cart, after.cart);
  return {
    result,
    after,
    write: {
      row: draft.cart,
      expectedRevision: revision,
      removedLineIds,
      writtenLines,
      event,
      ...(attached ? { attached } : {}),
    },
  };
}
