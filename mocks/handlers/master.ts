/**
 * Master dropdown lists (docs/api-contract.md), one route per entry of MASTER_LISTS, answering a bare array of
 * `{ name, value, imageUrl }`. Lists that staff can edit elsewhere (store types, banks and their
 * channels, roles) are read live from their tables; the rest come from the `masterLists` table.
 */
import { MASTER_LISTS, type MasterListName } from '../../resources/catalog/masterLists.ts';
import type { MasterListEntry } from '../../src/schema/index.ts';
import type { MockDb } from '../db/index.ts';
import { json, MockHttpError } from './respond.ts';
import { toRoutePath, type Route } from './router.ts';

type FetchedList = keyof typeof MASTER_LISTS;

function fromTable(db: MockDb, list: string, parent: string | null): MasterListEntry[] {
  return db
    .table('masterLists')
    .list()
    .filter((row) => row.list === list && (parent === null || row.parent === parent))
    .map(({ name, value, imageUrl }) => ({ name, value, imageUrl }));
}

/** Entries of one list; `parent` is the `{parent}` path value of dependent lists. */
export function masterEntries(db: MockDb, name: FetchedList, parent: string | null): MasterListEntry[] {
  switch (name) {
    case 'merchantCategory':
      return db
        .table('merchantCategories')
        .list()
        .filter((c) => c.isActive)
        .map((c) => ({ name: c.storeType, value: c.storeTypeId, imageUrl: null }));
    case 'bank':
      return db
        .table('banks')
        .list()
        .filter((b) => b.isActive)
        .map((b) => ({ name: b.bankName, value: b.bankCode, imageUrl: null }));
    case 'paymentChannel': {
      const banks = db
        .table('banks')
        .list()
        .filter((b) => b.isActive && (parent === 'all' || b.bankCode === parent));
      if (parent !== 'all' && banks.length === 0) {
        throw new MockHttpError(404, `Bank ${parent ?? ''} not found`);
      }
      const channels = new Set(
        banks.flatMap((b) => b.channels.filter((c) => c.isActive).map((c) => c.channel)),
      );
      const names = new Map(fromTable(db, 'service', null).map((e) => [e.value, e.name]));
      return Array.from(channels, (channel) => ({
        name: names.get(channel) ?? channel,
        value: channel,
        imageUrl: null,
      }));
    }
    case 'employeeRole':
      return db
        .table('roles')
        .list()
        .filter((r) => r.isActive)
        .map((r) => ({ name: r.roleName, value: r.roleId, imageUrl: null }));
    case 'district':
    case 'subDistrict':
      return fromTable(db, name, parent ?? '');
    default:
      return fromTable(db, name, null);
  }
}

export function masterListRoutes(): Route[] {
  const routes: Route[] = [];
  for (const [name, source] of Object.entries(MASTER_LISTS) as [
    FetchedList,
    (typeof MASTER_LISTS)[FetchedList],
  ][]) {
    routes.push({
      service: source.service,
      method: 'GET',
      path: toRoutePath(source.path.replace('{parent}', ':parent')),
      resolve: ({ db, params }) => json(masterEntries(db, name, params.parent ?? null)),
    });
  }
  return routes;
}

/** Names of the lists answered, for docs and tests. */
export const ANSWERED_MASTER_LISTS: readonly MasterListName[] = Object.keys(MASTER_LISTS) as MasterListName[];
