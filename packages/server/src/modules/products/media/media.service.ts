// Product media: W8 add by URL or media id (an image uploaded to the store, or media of a product),
// optionally for a choice; W9 remove, W10/W11 assign media to choices and take it back. The first item
// is the product's main media.
import { randomUUID } from 'node:crypto';
import type { FieldViolation, MediaAssignment, MediaInput } from '@cartwright/contracts';
import type { Caller } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import type { AppConfig } from '../../../deps.js';
import { actorIdentity, appendCatalogEvent } from '../../events/index.js';
import { findUpload } from '../../uploads/index.js';
import { productNotFound, throwViolations } from '../products.errors.js';
import { findProductRow, touchProduct } from '../products.repository.js';
import type { ProductDeps } from '../products.service.js';
import type { ProductMediaRow } from '../products.table.js';
import type { ProductSnapshot } from '../snapshot/product-snapshot.js';
import { loadSnapshots } from '../snapshot/snapshot.repository.js';
import {
  assignChoiceMedia,
  deleteMedia,
  findMediaByIds,
  insertMedia,
  unassignChoiceMedia,
} from './media.repository.js';

/** Most media items one product may hold. */
export const MAX_PRODUCT_MEDIA = 100;
const VIDEO = /\.(mp4|webm|mov|m4v|ogv)(\?|#|$)/i;

async function lockedSnapshot(db: Db, id: string): Promise<ProductSnapshot> {
  const row = await findProductRow(db, id, true);
  if (!row) throw productNotFound(id);
  const [snapshot] = await loadSnapshots(db, [row]);
  return snapshot!;
}

function choiceId(s: ProductSnapshot, option: string, choice: string): string | undefined {
  return s.options.find((o) => o.name === option)?.choices.find((c) => c.description === choice)?.id;
}

async function changed(db: Db, deps: ProductDeps, caller: Caller, id: string, fields: string[]) {
  await touchProduct(db, id, deps.clock());
  await appendCatalogEvent(db, deps.clock, {
    eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
    entityId: id,
    identity: actorIdentity(caller),
    data: { productId: id, changedFields: fields, originatedFromVersion: 'V1_CATALOG' },
  });
}

/** Media a W8 `mediaId` names: media of a product, or else an image uploaded to the store. */
type MediaSource = Pick<ProductMediaRow, 'media_type' | 'url' | 'width' | 'height' | 'title' | 'alt_text'> & {
  /** The stored media row's own id and product, when the id names product media. */
  row?: Pick<ProductMediaRow, 'id' | 'product_id'>;
};

/** The uploaded images among `ids`, read before the product is locked (they are files, not rows). */
async function findUploads(dataDir: string | undefined, ids: string[]): Promise<Map<string, MediaSource>> {
  const found = new Map<string, MediaSource>();
  if (dataDir === undefined) return found;
  for (const id of new Set(ids)) {
    const upload = await findUpload(dataDir, id);
    if (!upload) continue;
    const size = { width: upload.width ?? null, height: upload.height ?? null };
    found.set(id, { media_type: 'image', url: upload.path, ...size, title: '', alt_text: '' });
  }
  return found;
}

/** Product media first (an id names it before an upload of the same id could), then uploads. */
async function mediaSources(
  db: Db,
  uploads: Map<string, MediaSource>,
  ids: string[],
): Promise<Map<string, MediaSource>> {
  const sources = new Map(uploads);
  for (const m of await findMediaByIds(db, ids)) sources.set(m.id, { ...m, row: m });
  return sources;
}

/**
 * W8: new items from URLs (image, or video by file extension), from images uploaded to the store, or
 * copies of another product's media. Uploads are found in `config.dataDir`; without it (the demo
 * seed) a media id names product media only.
 */
export async function addProductMedia(
  deps: ProductDeps & { config?: Pick<AppConfig, 'dataDir'> },
  caller: Caller,
  id: string,
  media: MediaInput[],
): Promise<void> {
  const mediaIds = media.flatMap((m) => m.mediaId ?? []);
  const uploads = await findUploads(deps.config?.dataDir, mediaIds);
  await deps.db.transaction().execute(async (trx) => {
    const s = await lockedSnapshot(trx, id);
    const violations: FieldViolation[] = [];
    const stored = await mediaSources(trx, uploads, mediaIds);
    const rows: ProductMediaRow[] = [];
    const assignments: Array<{ choiceId: string; mediaId: string }> = [];
    media.forEach((item, i) => {
      const at = `media[${i}]`;
      if ((item.url === undefined) === (item.mediaId === undefined)) {
        violations.push({
          field: at,
          description: 'must give exactly one of mediaId and url',
          violatedRule: 'ONE_OF_ALIGNMENT',
        });
        return;
      }
      const source = item.mediaId === undefined ? undefined : stored.get(item.mediaId);
      if (item.mediaId !== undefined && !source) {
        violations.push({
          field: `${at}.mediaId`,
          description: 'names no stored media',
          violatedRule: 'VALIDATION',
        });
        return;
      }
      const target = item.choice && choiceId(s, item.choice.option, item.choice.choice);
      if (item.choice && !target) {
        violations.push({
          field: `${at}.choice`,
          description: 'names no choice of this product',
          violatedRule: 'VALIDATION',
        });
        return;
      }
      let mediaId = source?.row?.id;
      if (!source || source.row?.product_id !== id) {
        const url = source?.url ?? item.url!;
        const row: ProductMediaRow = {
          id: randomUUID(),
          product_id: id,
          position: s.media.length + rows.length,
          media_type: source?.media_type ?? (VIDEO.test(url) ? 'video' : 'image'),
          url,
          width: source?.width ?? null,
          height: source?.height ?? null,
          title: source?.title ?? '',
          alt_text: source?.alt_text ?? '',
        };
        rows.push(row);
        mediaId = row.id;
      }
      if (target) assignments.push({ choiceId: target, mediaId: mediaId! });
    });
    if (s.media.length + rows.length > MAX_PRODUCT_MEDIA) {
      violations.push({
        field: 'media',
        description: `a product holds at most ${MAX_PRODUCT_MEDIA} media items`,
        violatedRule: 'MAX_SIZE',
        data: { limit: MAX_PRODUCT_MEDIA },
      });
    }
    throwViolations(violations);
    await insertMedia(trx, rows);
    const byChoice = new Map<string, string[]>();
    for (const a of assignments) byChoice.set(a.choiceId, [...(byChoice.get(a.choiceId) ?? []), a.mediaId]);
    for (const [target, ids] of byChoice) {
      await assignChoiceMedia(trx, target, ids, s.choiceMedia.get(target)?.length ?? 0);
    }
    await changed(trx, deps, caller, id, assignments.length > 0 ? ['media', 'productOptions'] : ['media']);
  });
}

const unknownMedia = (s: ProductSnapshot, ids: string[], at: string): FieldViolation[] => {
  const own = new Set(s.media.map((m) => m.id));
  return ids.flatMap((mid, j) =>
    own.has(mid)
      ? []
      : [
          {
            field: `${at}[${j}]`,
            description: 'names no media of this product',
            violatedRule: 'VALIDATION' as const,
          },
        ],
  );
};

/** W9: removes media items (and their choice assignments). */
export async function removeProductMedia(
  deps: ProductDeps,
  caller: Caller,
  id: string,
  mediaIds: string[],
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const s = await lockedSnapshot(trx, id);
    throwViolations(unknownMedia(s, mediaIds, 'mediaIds'));
    await deleteMedia(trx, id, mediaIds);
    await changed(trx, deps, caller, id, ['media']);
  });
}

/** W10 (`assign`) and W11: media of the product shown, or no longer shown, for option choices. */
export async function setChoiceMedia(
  deps: ProductDeps,
  caller: Caller,
  id: string,
  media: MediaAssignment[],
  assign: boolean,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const s = await lockedSnapshot(trx, id);
    const violations = media.flatMap((m, i) => {
      const missing = choiceId(s, m.option, m.choice)
        ? []
        : [
            {
              field: `media[${i}].choice`,
              description: 'names no choice of this product',
              violatedRule: 'VALIDATION' as const,
            },
          ];
      return [...missing, ...unknownMedia(s, m.mediaIds, `media[${i}].mediaIds`)];
    });
    throwViolations(violations);
    for (const m of media) {
      const target = choiceId(s, m.option, m.choice)!;
      if (assign) await assignChoiceMedia(trx, target, m.mediaIds, s.choiceMedia.get(target)?.length ?? 0);
      else await unassignChoiceMedia(trx, target, m.mediaIds);
    }
    await changed(trx, deps, caller, id, ['productOptions']);
  });
}
