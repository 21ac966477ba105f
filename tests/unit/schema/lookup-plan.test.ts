// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources/declared.ts';
import {
  KEY_PATTERNS,
  keyPattern,
  lookupScreens,
  lookupTarget,
  matchKey,
  planLookup,
} from '../../../src/schema/lookup/plan.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';

const everyone = () => true;
const screens = lookupScreens(resources, everyone);
const asked = (text: string, from: readonly ResourceDefinition[] = screens) =>
  planLookup(text, from).map((ask) => [ask.resource, ask.filter]);
const def = (name: string) => {
  const found = resources.find((r) => r.name === name);
  if (!found) throw new Error(name);
  return found;
};

/** The patterns the declarations give their keys, and those of the field types. */
const keyOf = (name: string, field: string) => {
  const d = def(name);
  const key = d.lookup?.keys.find((k) => k.field === field);
  if (!key) throw new Error(`${name} has no key ${field}`);
  return keyPattern(d, key);
};
const P = {
  get storeId() {
    return keyOf('store/store-detail', 'storeId');
  },
  get registrationId() {
    return keyOf('store/store-register-information', 'storeId');
  },
  get qrTransactionNo() {
    return keyOf('store/transaction', 'transactionNo');
  },
  get externalTransactionNo() {
    return keyOf('store/transaction-external', 'transactionNo');
  },
  email: KEY_PATTERNS.email,
  phone: KEY_PATTERNS.phone,
  thaiTaxId: KEY_PATTERNS.thaiId,
};

describe('key recognition', () => {
  it('recognises each kind of key by its whole text, trimmed', () => {
    expect(matchKey(P.storeId, '  ST00001 ')).toBe('ST00001');
    expect(matchKey(P.storeId, 'st00001')).toBe('st00001');
    expect(matchKey(P.storeId, 'ST00001X')).toBeUndefined();
    expect(matchKey(P.storeId, 'REG00001')).toBeUndefined();
    expect(matchKey(P.registrationId, 'REG00001')).toBe('REG00001');
    expect(matchKey(P.qrTransactionNo, 'QR20250502000001')).toBe('QR20250502000001');
    expect(matchKey(P.qrTransactionNo, 'QR2025')).toBeUndefined();
    expect(matchKey(P.externalTransactionNo, 'EXT2025050200001')).toBe('EXT2025050200001');
    expect(matchKey(P.email, 'ops@demo.test')).toBe('ops@demo.test');
    expect(matchKey(P.email, 'ops@demo')).toBeUndefined();
  });

  it("takes an e-mail, phone or tax ID key's pattern from its field's type", () => {
    expect(keyOf('store/store-detail', 'email')).toBe(KEY_PATTERNS.email);
    expect(keyOf('store/store-detail', 'tel')).toBe(KEY_PATTERNS.phone);
    expect(keyOf('store/store-detail', 'taxId')).toBe(KEY_PATTERNS.thaiId);
    expect(keyPattern(def('store/store-detail'), { field: 'storeName' })).toBeUndefined();
    expect(matchKey(undefined, 'anything')).toBeUndefined();
  });

  it('takes a phone number or a tax ID written with spaces or dashes, and sends it without them', () => {
    expect(matchKey(P.phone, '082-496-0800')).toBe('0824960800');
    expect(matchKey(P.phone, '0824960800')).toBe('0824960800');
    expect(matchKey(P.phone, '824960800')).toBeUndefined();
    expect(matchKey(P.thaiTaxId, '2 3024 39664 17 4')).toBe('2302439664174');
    expect(matchKey(P.thaiTaxId, '230243966417')).toBeUndefined();
  });
});

describe('which screens a look-up asks', () => {
  it('asks only the screens one of whose keys the text is', () => {
    expect(asked('ST00001')).toEqual([['store/store-detail', { q: 'ST00001' }]]);
    expect(asked('REG00042')).toEqual([['store/store-register-information', { q: 'REG00042' }]]);
    expect(asked('QR20250502000001')).toEqual([['store/transaction', { q: 'QR20250502000001' }]]);
    expect(asked('EXT2025050200001')).toEqual([['store/transaction-external', { q: 'EXT2025050200001' }]]);
    expect(asked('UR00001')).toEqual([['store/user-request', { q: 'UR00001' }]]);
    expect(asked('u-0002')).toEqual([['management/users', { userId: 'u-0002' }]]);
  });

  it('asks every screen that knows records by e-mail, phone or tax ID, each in its own filter', () => {
    expect(asked('ops@demo.test').map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'store/store-detail',
        'store/store-register-information',
        'management/users',
        'store/user-management',
      ]),
    );
    expect(asked('ops@demo.test')).not.toContainEqual(['store/transaction', expect.anything()]);
    expect(asked('081 234 5678')).toEqual(
      expect.arrayContaining([
        ['store/store-detail', { q: '0812345678' }],
        ['management/users', { tel: '0812345678' }],
      ]),
    );
    expect(asked('2302439664174')).toEqual(
      expect.arrayContaining([
        ['store/store-detail', { taxId: '2302439664174' }],
        ['store/store-register-information', { taxId: '2302439664174' }],
      ]),
    );
  });

  it('sends free text to the screens that search by name, never to the transaction lists', () => {
    const names = asked('สมชาย').map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['store/store-detail', 'management/users']));
    expect(names).not.toContain('store/transaction');
    expect(names).not.toContain('store/transaction-external');
    expect(asked('ส')).toEqual([]);
    expect(asked('   ')).toEqual([]);
  });

  it('asks only the screens the role may view: a key of a screen it may not view is only a name to it', () => {
    // Finance (docs/permissions.md): no Management menu.
    const finance = lookupScreens(resources, (name) => !name.startsWith('management/'));
    expect(finance.map((d) => d.name)).not.toContain('management/users');
    const staffId = planLookup('u-0002', finance);
    expect(staffId.map((ask) => ask.resource)).not.toContain('management/users');
    expect(staffId.every((ask) => ask.by === 'text')).toBe(true);
    expect(asked('ops@demo.test', finance).map(([name]) => name)).not.toContain('management/users');
    const noStores = lookupScreens(resources, (name) => name !== 'store/store-detail');
    expect(asked('ST00001', noStores).map(([name]) => name)).not.toContain('store/store-detail');
  });

  it('takes only screens with a lookup and a list of their own', () => {
    expect(screens.every((d) => d.lookup && d.views.includes('list') && !d.parent)).toBe(true);
    const withoutList = { ...def('store/store-detail'), views: ['show' as const] };
    expect(lookupScreens([withoutList], everyone)).toEqual([]);
  });
});

describe('where a record found opens', () => {
  it("opens a record's view page at its declared address", () => {
    const ask = { keyField: 'storeId', keyFilter: 'q' };
    expect(lookupTarget(def('store/store-detail'), { id: 'ST00001' }, ask)).toBe(
      '/store/store-detail/view/ST00001/tab/general',
    );
    expect(lookupTarget(def('store/user-request'), { id: 'UR00001' }, ask)).toBe(
      '/store/user-request/detail/UR00001',
    );
  });

  it('opens the list filtered to the record for a screen without a view page', () => {
    const target = lookupTarget(
      def('store/transaction'),
      { id: 'QR20250502000001', transactionNo: 'QR20250502000001' },
      { keyField: 'transactionNo', keyFilter: 'q' },
    );
    expect(target).toBe(
      `/store/transaction?filter=${encodeURIComponent(JSON.stringify({ q: 'QR20250502000001' }))}`,
    );
  });
});
