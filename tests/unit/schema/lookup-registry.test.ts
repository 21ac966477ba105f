// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources/declared.ts';
import { explain, lookupProblems } from '../../support/registryChecks.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';

const named = (name: string): ResourceDefinition => {
  const def = resources.find((r) => r.name === name);
  if (!def) throw new Error(`no ${name} in the registry`);
  return def;
};
const details = (problems: { detail: string }[]) => problems.map((p) => p.detail);

describe('lookup declarations (docs/lookup.md)', () => {
  it('are declared on the screens staff look records up in, and every one can find its records', () => {
    const declaring = resources.filter((def) => def.lookup).map((def) => def.name);
    expect(declaring).toEqual(
      expect.arrayContaining([
        'store/store-detail',
        'store/store-register-information',
        'store/transaction',
        'store/transaction-external',
        'management/users',
        'store/user-request',
        'store/system-biller',
      ]),
    );
    expect(explain(lookupProblems(resources))).toEqual([]);
  });

  it('report a key pattern that also matches another screen’s ids, naming the entity, its file and the fix', () => {
    const registrations = named('store/store-register-information');
    // Registrations are REG…; a pattern that takes store ids too would send every store id here.
    const loose: ResourceDefinition = {
      ...registrations,
      lookup: { ...registrations.lookup!, keys: [{ field: 'storeId', pattern: /^(REG|ST)\d+$/i }] },
    };
    const problems = explain(lookupProblems([loose], undefined, resources));
    expect(problems).toContain(
      'store/store-register-information, resources/store/store-register-information/declaration.ts: key ' +
        "storeId: its pattern /^(REG|ST)\\d+$/i also matches store/store-detail's id ST00001, so that id " +
        "would ask this screen too — fix: narrow the pattern to this screen's own ids (its prefix, e.g. " +
        '/^ST\\d+$/i)',
    );
    expect(problems.every((p) => p.includes('also matches'))).toBe(true);
    // Its own pattern takes none of the other screens' ids.
    expect(lookupProblems([registrations], undefined, resources)).toEqual([]);
  });

  it('report a key that is no field, a filter the list does not take, and a pattern that misses the seed', () => {
    const stores = named('store/store-detail');
    const broken: ResourceDefinition = {
      ...stores,
      lookup: {
        keys: [
          { field: 'nope', pattern: /^X$/ },
          { field: 'website', pattern: /^https/ },
          { field: 'storeName', filter: 'storeName' },
          { field: 'taxId', pattern: /^\d{13}$/, filter: 'taxNumber' },
          { field: 'storeId', pattern: /^SHOP\d+$/ },
        ],
        text: 'ownerName',
      },
    };
    expect(details(lookupProblems([broken]))).toEqual([
      'key nope is not a declared field',
      'key nope is sent in q, which does not search nope (mock.searchFields)',
      'key website is sent in q, which does not search website (mock.searchFields)',
      "key storeName has no pattern, and its field's type says none (email, phone, thaiId do)",
      'key taxId is sent in "taxNumber", which is no declared filter or field',
      'key storeId: its pattern /^SHOP\\d+$/ does not recognise the seeded ST00001',
      'the name search is sent in "ownerName", which is no declared filter or field',
    ]);
  });

  it('report a key whose list call does not find the record, and a screen without a list of its own', () => {
    const users = named('management/users');
    // `isActive` is a filter of the list, but a user's e-mail sent in it finds nobody.
    const notFound: ResourceDefinition = {
      ...users,
      lookup: { keys: [{ field: 'email', pattern: /@/, filter: 'isActive' }] },
    };
    expect(details(lookupProblems([notFound]))).toEqual([
      'key email: the list call with isActive=admin@demo.test does not find the record that has it',
    ]);
    const branch = named('store/branch');
    expect(details(lookupProblems([{ ...branch, lookup: { keys: [] } }]))).toEqual([
      'lookup needs a list call of its own (a list view, no parent)',
    ]);
  });
});
