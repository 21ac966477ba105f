// @vitest-environment node
/**
 * Names, not codes, in the mock's list query: a master field is searched (`q`), filtered and sorted by
 * the names of its list (Thai and English), resolved when the query runs, so a row added or a bank
 * renamed afterwards is found by its current name.
 */
import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../../mocks/db/index.ts';
import {
  allMasterEntries,
  masterEntries,
  masterNamesFor,
  requestLanguage,
  withMasterNames,
} from '../../../mocks/handlers/master.ts';
import { queryList, type ListSpec } from '../../../mocks/handlers/query.ts';
import type { FieldDeclaration } from '../../../src/schema/index.ts';
import { masterName } from '../../../src/schema/index.ts';

const fields: FieldDeclaration[] = [
  { source: 'name', type: 'text' },
  { source: 'bankCode', type: 'master', list: 'bank' },
  { source: 'service', type: 'master', list: 'service', multiple: true },
];

const rows = [
  { id: 'A', name: 'Alpha', bankCode: '004', service: ['QR'] },
  { id: 'B', name: 'Bravo', bankCode: '014', service: ['CREDIT_CARD', 'QR'] },
  { id: 'C', name: 'Charlie', bankCode: '002', service: [] },
  { id: 'D', name: 'Delta', bankCode: '', service: ['BILL_PAYMENT'] },
];

const spec: ListSpec = { searchFields: ['name', 'bankCode', 'service'] };

function ids(params: Record<string, string>, language: 'th' | 'en' = 'th', db = createMockDb()): string[] {
  const masters = masterNamesFor(db, fields, language);
  const { envelope } = queryList(rows, new URLSearchParams(params), { ...spec, masters });
  return envelope.items.map((row) => row.id);
}

describe('master names in the mock', () => {
  it('answers each list entry with its Thai and English names', () => {
    const db = createMockDb();
    expect(masterEntries(db, 'bank', null).find((e) => e.value === '004')).toMatchObject({
      name: 'ธนาคารกสิกรไทย',
      nameEn: 'Kasikornbank',
    });
    expect(masterEntries(db, 'accountType', null)).toContainEqual(
      expect.objectContaining({ name: 'ออมทรัพย์', nameEn: 'Savings', value: 'SAVING' }),
    );
    expect(masterEntries(db, 'province', null).find((e) => e.value === '10')).toMatchObject({
      name: 'กรุงเทพมหานคร',
      nameEn: 'Bangkok',
    });
    // A list without English names shows the Thai one in English too.
    const district = allMasterEntries(db, 'district')[0]!;
    expect(masterName([district], district.value, 'en')).toBe(district.name);
  });

  it('finds rows by a bank’s Thai name, its English name or its code, in any case', () => {
    expect(ids({ q: 'กสิกร' })).toEqual(['A']);
    expect(ids({ q: 'kasikorn' })).toEqual(['A']);
    expect(ids({ q: 'Siam Commercial' })).toEqual(['B']);
    expect(ids({ q: '002' })).toEqual(['C']);
    // A value of several: any of them.
    expect(ids({ q: 'Credit card' })).toEqual(['B']);
    expect(ids({ q: 'ชำระบิล' })).toEqual(['D']);
  });

  it('matches an equality filter on a master field by its code or either name', () => {
    expect(ids({ bankCode: '014' })).toEqual(['B']);
    expect(ids({ bankCode: 'Bangkok Bank' })).toEqual(['C']);
    expect(ids({ bankCode: 'ธนาคารกรุงเทพ' })).toEqual(['C']);
    expect(ids({ bankCode: 'Bangkok' })).toEqual([]);
  });

  it('sorts a master field by its name in the request’s language, empty values last', () => {
    // Thai: กรุงเทพ < กสิกรไทย < ไทยพาณิชย์ (Thai collation ignores the leading vowel ไ).
    expect(ids({ SortBy: 'bankCode', SortDirection: 'asc' }, 'th')).toEqual(['C', 'A', 'B', 'D']);
    // English: Bangkok Bank < Kasikornbank < Siam Commercial Bank.
    expect(ids({ SortBy: 'bankCode', SortDirection: 'asc' }, 'en')).toEqual(['C', 'A', 'B', 'D']);
    expect(ids({ SortBy: 'bankCode', SortDirection: 'desc' }, 'en')).toEqual(['B', 'A', 'C', 'D']);
    // A code order would put 014 last and differ once names and codes disagree:
    const db = createMockDb();
    db.table('banks').update('002', { bankNameEn: 'Zeta Bank', bankName: 'ธนาคารฮ' });
    expect(ids({ SortBy: 'bankCode', SortDirection: 'asc' }, 'en', db)).toEqual(['A', 'B', 'C', 'D']);
    expect(ids({ SortBy: 'bankCode', SortDirection: 'asc' }, 'th', db)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('resolves names when the query runs: a renamed bank is found by its new name, not its old one', () => {
    const db = createMockDb();
    const table = [...rows];
    const withNames = () =>
      withMasterNames({ ...spec, fields }, { db, request: new Request('http://mock.test/') });
    expect(queryList(table, new URLSearchParams({ q: 'Kasikorn' }), withNames()).envelope.totalCount).toBe(1);
    db.table('banks').update('004', { bankNameEn: 'K Bank Renamed' });
    expect(queryList(table, new URLSearchParams({ q: 'Kasikorn' }), withNames()).envelope.totalCount).toBe(0);
    expect(queryList(table, new URLSearchParams({ q: 'renamed' }), withNames()).envelope.totalCount).toBe(1);
  });

  it('reads the sort language from Accept-Language, Thai by default', () => {
    expect(requestLanguage(new Request('http://x/', { headers: { 'Accept-Language': 'en' } }))).toBe('en');
    expect(
      requestLanguage(new Request('http://x/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })),
    ).toBe('en');
    expect(requestLanguage(new Request('http://x/', { headers: { 'Accept-Language': 'th' } }))).toBe('th');
    expect(requestLanguage(new Request('http://x/'))).toBe('th');
  });
});
