import { afterEach, describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import { csvFields, csvFileName, saveBlob } from '../../../src/data/csvExport.ts';
import { buildCsv, type CsvColumn } from '../../../src/data/csvText.ts';
import { declared } from '../../../resources/declared.ts';

const announcement = declared('management/announcement');

const columns: CsvColumn[] = [
  { source: 'transactionNo', label: 'เลขที่รายการ' },
  { source: 'amount', label: 'Amount' },
  { source: 'note', label: 'Note' },
];

/** Parses the CSV back (without the BOM) so assertions talk about cells, not text. */
function cells(csv: string): string[][] {
  return Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}

describe('buildCsv', () => {
  it('starts with a UTF-8 BOM so Excel reads Thai', async () => {
    const csv = buildCsv([{ transactionNo: 'T1', amount: 1, note: 'ร้านกาแฟ' }], columns);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const bytes = new Uint8Array(await new Blob([csv]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes the labels as the header and keeps Thai text intact', () => {
    const rows = cells(
      buildCsv([{ transactionNo: 'T1', amount: 250, note: 'ชำระค่าสินค้า ร้านป้าแดง' }], columns),
    );
    expect(rows[0]).toEqual(['เลขที่รายการ', 'Amount', 'Note']);
    expect(rows[1]).toEqual(['T1', '250', 'ชำระค่าสินค้า ร้านป้าแดง']);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['+66812345678 call', "'+66812345678 call"],
    ['-2+3', "'-2+3"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('escapes the formula text %j as %j', (note, expected) => {
    expect(cells(buildCsv([{ note }], [{ source: 'note', label: 'Note' }]))[1]).toEqual([expected]);
  });

  it('keeps real numbers and numeric strings as numbers', () => {
    const rows = cells(buildCsv([{ transactionNo: '-12.50', amount: -5, note: '+7' }], columns));
    expect(rows[1]).toEqual(['-12.50', '-5', '+7']);
  });

  it('writes digit identifiers with a leading zero or 16+ digits as ="…" so Excel keeps them', () => {
    const csv = buildCsv(
      [{ bankCode: '002', tel: '0812345678', account: '1234567890123456', amount: '250', ref: '0x1' }],
      ['bankCode', 'tel', 'account', 'amount', 'ref'].map((source) => ({ source, label: source })),
    );
    expect(csv.split('\r\n')[1]).toBe('"=""002""","=""0812345678""","=""1234567890123456""",250,0x1');
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = buildCsv([{ note: 'a, "b"\nc' }], [{ source: 'note', label: 'Note' }]);
    expect(csv).toContain('"a, ""b""\nc"');
    expect(cells(csv)[1]).toEqual(['a, "b"\nc']);
  });

  it('writes empty cells for missing values, reads nested sources and applies column formats', () => {
    const rows = cells(
      buildCsv(
        [{ bank: { name: 'กสิกรไทย' }, isActive: true }],
        [
          { source: 'bank.name', label: 'Bank' },
          { source: 'missing', label: 'Missing' },
          { source: 'isActive', label: 'Active', format: (value) => (value ? 'ใช่' : 'ไม่ใช่') },
        ],
      ),
    );
    expect(rows[1]).toEqual(['กสิกรไทย', '', 'ใช่']);
  });
});

describe('csvFields', () => {
  it('exports the fields shown in the list', () => {
    expect(csvFields(announcement).map((field) => field.source)).toEqual([
      'time',
      'message',
      'timeRange',
      'isActive',
    ]);
  });
});

describe('csvFields, by field type', () => {
  it('leaves out secrets, nested lists and master fields hidden from the list', () => {
    const sources = csvFields({
      fields: [
        { source: 'storeId', type: 'text' },
        { source: 'apiKey', type: 'secret' },
        { source: 'banks', type: 'embeddedList', fields: [] },
        { source: 'province', type: 'master', list: 'province' },
        { source: 'district', type: 'master', list: 'district', listColumn: false },
        { source: 'note', type: 'longText', list: false },
      ],
    }).map((field) => field.source);
    expect(sources).toEqual(['storeId', 'province']);
  });
});

describe('csvFileName', () => {
  it('is <entity>_yyyyMMdd_HHmmss.csv', () => {
    expect(csvFileName('announcement', new Date(2026, 0, 5, 7, 8, 9))).toBe(
      'announcement_20260105_070809.csv',
    );
    expect(csvFileName('store-type')).toMatch(/^store-type_\d{8}_\d{6}\.csv$/);
  });

  it('never puts a path separator in the name', () => {
    expect(csvFileName('management/store-type', new Date(2026, 11, 31, 23, 59, 58))).toBe(
      'management-store-type_20261231_235958.csv',
    );
  });
});

describe('saveBlob', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('clicks a download link for an object URL and revokes it afterwards', () => {
    vi.useFakeTimers();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    saveBlob(new Blob(['x']), 'Transaction_20260101_000000.zip');

    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('Transaction_20260101_000000.zip');
    expect(clicked[0].href).toBe('blob:test/1');
    expect(clicked[0].isConnected).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });
});
