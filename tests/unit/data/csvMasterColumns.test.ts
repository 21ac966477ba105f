/**
 * A CSV's master columns: the name in the current language, resolved through the list when the file is
 * built; the code in its own column where the field says `exportCode`; formula escaping kept.
 */
import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import { withMasterColumns, type MasterEntriesLoader } from '../../../src/data/csvMasterColumns.ts';
import { buildCsv, type CsvColumn } from '../../../src/data/csvText.ts';
import type { MasterListEntry } from '../../../src/schema/masterLists.ts';
import type { FieldDeclaration } from '../../../src/schema/types.ts';

const BANKS: MasterListEntry[] = [
  { name: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank', value: '002' },
  { name: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank', value: '004' },
  { name: '=HYPERLINK("http://evil")', nameEn: '+cmd', value: '999' },
];
const DISTRICTS: Record<string, MasterListEntry[]> = {
  '10': [{ name: 'เขตพระนคร', value: '1001' }],
  '11': [{ name: 'เมืองสมุทรปราการ', value: '1101' }],
};

const fields: FieldDeclaration[] = [
  { source: 'name', type: 'text' },
  { source: 'bankCode', type: 'master', list: 'bank', exportCode: true },
  { source: 'channels', type: 'master', list: 'bank', multiple: true },
  { source: 'province', type: 'text' },
  { source: 'district', type: 'master', list: 'district', dependsOn: 'province' },
];
const columns: CsvColumn[] = [
  { source: 'name', label: 'Name' },
  { source: 'bankCode', label: 'Bank' },
  { source: 'channels', label: 'Banks' },
  { source: 'district', label: 'District' },
];
const rows = [
  { name: 'A', bankCode: '004', channels: ['002', '004'], province: '10', district: '1001' },
  { name: 'B', bankCode: '999', channels: [], province: '11', district: '1101' },
  { name: 'C', bankCode: '123', channels: null, province: '', district: '' },
];

const load: MasterEntriesLoader = (list: string, parent?: string) =>
  Promise.resolve(list === 'bank' ? BANKS : (DISTRICTS[parent ?? ''] ?? []));

function table(csv: string): string[][] {
  return Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
}

async function csvIn(locale: string, loader: MasterEntriesLoader = load): Promise<string[][]> {
  const named = await withMasterColumns(columns, fields, rows, loader, {
    locale,
    codeLabel: (label) => `${label} (${locale === 'th' ? 'รหัส' : 'code'})`,
  });
  return table(buildCsv(rows, named));
}

describe('master columns in a CSV', () => {
  it('writes English names in English, the code in its own column as text', async () => {
    expect(await csvIn('en')).toEqual([
      ['Name', 'Bank', 'Bank (code)', 'Banks', 'District'],
      ['A', 'Kasikornbank', '="004"', 'Bangkok Bank, Kasikornbank', 'เขตพระนคร'],
      // Names are text like any other: a formula is neutralised.
      ['B', "'+cmd", '999', '', 'เมืองสมุทรปราการ'],
      // A code the list lacks is written as it is.
      ['C', '123', '123', '', ''],
    ]);
  });

  it('writes Thai names in Thai', async () => {
    const csv = await csvIn('th');
    expect(csv[0]).toEqual(['Name', 'Bank', 'Bank (รหัส)', 'Banks', 'District']);
    expect(csv[1]).toEqual(['A', 'ธนาคารกสิกรไทย', '="004"', 'ธนาคารกรุงเทพ, ธนาคารกสิกรไทย', 'เขตพระนคร']);
    expect(csv[2]?.[1]).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('reads a dependent list once per parent the rows hold', async () => {
    const loader = vi.fn(load);
    await csvIn('en', loader);
    const districtCalls = loader.mock.calls
      .filter(([list]) => list === 'district')
      .map(([, parent]) => parent);
    expect(districtCalls.sort()).toEqual(['10', '11']);
  });

  it('keeps the codes when a list cannot be read', async () => {
    const failing: MasterEntriesLoader = () => Promise.reject(new Error('master: 500'));
    const csv = await csvIn('en', failing);
    expect(csv[1]).toEqual(['A', '="004"', '="004"', '002, 004', '1001']);
  });
});
