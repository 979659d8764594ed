// Tests of the member list's query and of the filter a bulk action over every match sends.
import { createClient, OAuthStrategy } from '@cartwright/client';
import { queryMembers } from '@cartwright/client/members';
import { expect, it } from 'vitest';
import { everyMatchFilter, memberListQuery, NO_MEMBER_FILTERS } from './member-filters.js';

const client = createClient({ host: 'http://store.test', auth: OAuthStrategy({ clientId: 'web' }) });

it('asks one page of the members of a status, in the chosen order', () => {
  const query = memberListQuery(
    { ...NO_MEMBER_FILTERS, status: 'PENDING', sort: 'name-asc', page: 3 },
    20,
  )(queryMembers(client)).build();
  expect(query.filter).toEqual({ status: 'PENDING' });
  expect(query.sort).toEqual([
    { fieldName: 'contact.lastName', order: 'ASC' },
    { fieldName: 'contact.firstName', order: 'ASC' },
  ]);
  expect(query.paging).toEqual({ limit: 20, offset: 40 });
});

it('asks every member, newest first, when nothing is chosen', () => {
  const query = memberListQuery(NO_MEMBER_FILTERS, 20)(queryMembers(client)).build();
  expect(query.filter ?? {}).toEqual({});
  expect(query.sort).toEqual([{ fieldName: 'createdDate', order: 'DESC' }]);
});

it('acts on every match only for a status filter without a search (approve and block take no search)', () => {
  expect(everyMatchFilter({ ...NO_MEMBER_FILTERS, status: 'BLOCKED' })).toEqual({ status: 'BLOCKED' });
  expect(everyMatchFilter(NO_MEMBER_FILTERS)).toBeUndefined();
  expect(everyMatchFilter({ ...NO_MEMBER_FILTERS, status: 'PENDING', search: 'ada' })).toBeUndefined();
});
