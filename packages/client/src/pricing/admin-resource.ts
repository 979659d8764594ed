// The five calls every store-admin pricing resource has, made once: create, list, get, replace and delete.
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { ListPaging } from './types.js';

export interface AdminResourceCalls<Entity, Input, List> {
  create(client: StoreClient, input: Input, options?: CallOptions): Promise<Entity>;
  list(client: StoreClient, paging?: ListPaging, options?: CallOptions): Promise<List>;
  get(client: StoreClient, id: string, options?: CallOptions): Promise<Entity>;
  /** Replaces the whole entity: an optional field left out is cleared. */
  update(client: StoreClient, id: string, input: Input, options?: CallOptions): Promise<Entity>;
  remove(client: StoreClient, id: string, options?: CallOptions): Promise<void>;
}

/**
 * The calls of the resource at `path` (`POST` and `GET path`, `GET`, `PUT` and `DELETE path/{id}`), whose bodies
 * and answers hold the entity under `key`: `{ coupon }`.
 */
export function adminResource<Entity, Input, List>(
  path: string,
  key: string,
): AdminResourceCalls<Entity, Input, List> {
  const one = `${path}/{id}`;
  const create: CallDescriptor = { method: 'POST', path };
  const list: CallDescriptor = { method: 'GET', path };
  const get: CallDescriptor = { method: 'GET', path: one };
  const update: CallDescriptor = { method: 'PUT', path: one };
  const remove: CallDescriptor = { method: 'DELETE', path: one };
  const entity = (response: Record<string, Entity>) => response[key]!;
  return {
    create: async (client, input, options) =>
      entity(await callApi(client, create, { [key]: input }, options, [input])),
    list: (client, paging = {}, options) => callApi<List>(client, list, paging, options, [paging]),
    get: async (client, id, options) => entity(await callApi(client, get, { id }, options, [id])),
    update: async (client, id, input, options) =>
      entity(await callApi(client, update, { id, [key]: input }, options, [id, input])),
    remove: async (client, id, options) => {
      await callApi(client, remove, { id }, options, [id]);
    },
  };
}
