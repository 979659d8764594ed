// The routes of one V3 entity family at the platform's paths: `/stores/v3/<plural>` for the single calls and
// `/stores/v3/bulk/<plural>` for the bulk ones. Reads are open to every caller; writes to admins.
import { EmptyResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import type { CursorQuery } from '../../query/compile-query.js';
import {
  type CatalogEntityDeps,
  createEntity,
  deleteEntity,
  getEntity,
  getOrCreateEntity,
  updateEntity,
} from './catalog-entities.service.js';
import {
  bulkCreateEntities,
  bulkDeleteEntities,
  bulkGetOrCreateEntities,
  bulkUpdateEntities,
  countEntities,
  queryEntities,
} from './catalog-entities-bulk.service.js';
import type { CatalogEntityUsage, EntityFamily } from './catalog-entity-family.js';

type Body = Record<string, unknown>;
type Fields = { fields?: string[] };

const tagsOf = (family: EntityFamily) => [`catalog-v3-${family.plural}`];

const engineDeps = (deps: AppDeps, usage: CatalogEntityUsage): CatalogEntityDeps => ({
  db: deps.db,
  clock: deps.clock,
  usage,
});

/** Mounted at `/stores/v3/<plural>`: the reads, open to every caller. */
export function catalogEntityReadRoutes(
  deps: AppDeps,
  family: EntityFamily,
  usage: CatalogEntityUsage,
): Hono<AppEnv> {
  const d = engineDeps(deps, usage);
  const { calls, single, label } = family;
  const readQuery = (c: { query: { query?: CursorQuery } & Fields }) =>
    queryEntities(d, family, c.query.query, c.query.fields);
  // The fixed paths go first so `query` is never read as an id.
  return new ApiRoutes({ tags: tagsOf(family), auth: 'any' })
    .get(
      '/query',
      {
        summary: `Query ${family.plural} (cursor paging): ?.r=<base64url JSON>`,
        query: calls.query,
        response: calls.queryResponse,
      },
      async (c, { query }) => c.json(await readQuery({ query: query as { query?: CursorQuery } & Fields })),
    )
    .post(
      '/query',
      {
        summary: `Query ${family.plural} (cursor paging): JSON body`,
        body: calls.query,
        response: calls.queryResponse,
      },
      async (c, { body }) => c.json(await readQuery({ query: body as { query?: CursorQuery } & Fields })),
    )
    .post(
      '/count',
      {
        summary: `Count ${family.plural} matching a filter`,
        body: calls.count,
        response: calls.countResponse,
      },
      async (c, { body }) =>
        c.json(await countEntities(d, family, (body as { filter?: Body | null }).filter)),
    )
    .get(
      '/:id',
      {
        summary: `Get a ${label.toLowerCase()}`,
        query: calls.fieldsQuery,
        response: calls.one,
        errors: [404],
      },
      async (c, { query }) =>
        c.json({ [single]: await getEntity(d, family, c.req.param('id'), (query as Fields).fields) }),
    ).app;
}

/** Mounted at `/stores/v3/<plural>`: the writes, admins only. */
export function catalogEntityWriteRoutes(
  deps: AppDeps,
  family: EntityFamily,
  usage: CatalogEntityUsage,
): Hono<AppEnv> {
  const d = engineDeps(deps, usage);
  const { calls, single, label } = family;
  const routes = new ApiRoutes({ tags: tagsOf(family), auth: 'admin' })
    .post(
      '/',
      { summary: `Create a ${label.toLowerCase()}`, body: calls.create, response: calls.one, errors: [409] },
      async (c, { caller, body }) => {
        const b = body as Body & Fields;
        return c.json({ [single]: await createEntity(d, family, caller, b[single] as Body, b.fields) });
      },
    )
    .patch(
      '/:id',
      {
        summary: `Update a ${label.toLowerCase()} read at its revision`,
        body: calls.update,
        response: calls.one,
        errors: [404, 409],
      },
      async (c, { caller, body }) => {
        const id = c.req.param('id');
        const b = body as Body & Fields;
        const patch = (b[single] ?? {}) as Body;
        if (patch.id != null && patch.id !== id)
          throw invalidField(`${single}.id`, 'must match the id in the path', 'VALIDATION');
        return c.json({ [single]: await updateEntity(d, family, caller, id, patch, b.fields) });
      },
    )
    .delete(
      '/:id',
      {
        summary: `Delete a ${label.toLowerCase()} no product uses`,
        query: calls.idQuery,
        response: EmptyResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller }) => {
        await deleteEntity(d, family, caller, c.req.param('id'));
        return c.json({});
      },
    );
  const getOrCreate = family.getOrCreate;
  if (calls.getOrCreate && getOrCreate) {
    routes.post(
      '/get-or-create',
      {
        summary: `The ${label.toLowerCase()} of a name, created when there is none`,
        body: calls.getOrCreate,
        response: calls.one,
      },
      async (c, { caller, body }) => {
        const b = body as Body & Fields;
        const item = getOrCreate.item(b[getOrCreate.field]);
        return c.json({ [single]: await getOrCreateEntity(d, family, caller, item, b.fields) });
      },
    );
  }
  return routes.app;
}

/** Mounted at `/stores/v3/bulk/<plural>`: admins only. */
export function bulkCatalogEntityRoutes(
  deps: AppDeps,
  family: EntityFamily,
  usage: CatalogEntityUsage,
): Hono<AppEnv> {
  const d = engineDeps(deps, usage);
  const { calls, single, plural } = family;
  type BulkBody = Body & Fields & { returnEntity?: boolean };
  const routes = new ApiRoutes({ tags: tagsOf(family), auth: 'admin' })
    .post(
      '/create',
      { summary: `Create up to 100 ${plural}`, body: calls.bulkCreate, response: calls.bulkResponse },
      async (c, { caller, body }) => {
        const b = body as BulkBody;
        return c.json(await bulkCreateEntities(d, family, caller, { ...b, inputs: b[plural] as Body[] }));
      },
    )
    .post(
      '/update',
      { summary: `Update up to 100 ${plural}`, body: calls.bulkUpdate, response: calls.bulkResponse },
      async (c, { caller, body }) => {
        const b = body as BulkBody;
        const patches = (b[plural] as { [k: string]: Body }[]).map((masked) => masked[single] ?? {});
        return c.json(await bulkUpdateEntities(d, family, caller, { ...b, patches }));
      },
    );
  if (!family.noBulkDelete) {
    routes.post(
      '/delete',
      { summary: `Delete up to 100 ${plural}`, body: calls.bulkDelete, response: calls.bulkDeleteResponse },
      async (c, { caller, body }) => {
        const ids = (body as Body)[`${single}Ids`] as string[];
        return c.json(await bulkDeleteEntities(d, family, caller, ids));
      },
    );
  }
  const getOrCreate = family.getOrCreate;
  if (calls.bulkGetOrCreate && getOrCreate) {
    routes.post(
      '/get-or-create',
      {
        summary: `Get or create up to 100 ${plural} by name`,
        body: calls.bulkGetOrCreate,
        response: calls.bulkResponse,
      },
      async (c, { caller, body }) => {
        const b = body as BulkBody;
        return c.json(
          await bulkGetOrCreateEntities(d, family, caller, {
            ...b,
            items: (b[`${getOrCreate.field}s`] as unknown[]).map(getOrCreate.item),
          }),
        );
      },
    );
  }
  return routes.app;
}
