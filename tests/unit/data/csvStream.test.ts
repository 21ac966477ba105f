import { afterEach, describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { RaRecord } from 'react-admin';
import { csvFileName } from '../../../src/data/csvExport.ts';
import { dateCell, moneyCell, typedColumns } from '../../../src/data/csvColumns.ts';
import { blobSink, openCsvSink } from '../../../src/data/csvStream.ts';
import { csvHeader, csvLines, type CsvColumn } from '../../../src/data/csvText.ts';
import { walkPages, type FetchPage } from '../../../src/data/pageWalk.ts';
import type { FieldDeclaration } from '../../../src/schema/types.ts';

const isoLabel = (label: string) => `${label} (ISO)`;

function columnsOf(fields: FieldDeclaration[], locale: string): CsvColumn[] {
  return fields.flatMap((field) =>
    typedColumns({ source: field.source, label: field.source }, field, { locale, isoLabel }),
  );
}

describe('date and money cells', () => {
  it('writes a date-time as the screen shows it in each language, Buddhist Era in Thai', () => {
    const value = '2026-11-27T09:27:59+07:00';
    vi.stubEnv('TZ', 'Asia/Bangkok');
    const date = new Date(value);
    const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
    expect(dateCell(value, 'th', true)).toBe(`${date.getDate()} พ.ย. 2569 ${time}`);
    expect(dateCell(value, 'en', true)).toBe(`${date.getDate()} Nov 2026 ${time}`);
    expect(dateCell('2026-01-05', 'th', false)).toBe('5 ม.ค. 2569');
    expect(dateCell('2026-01-05', 'en', false)).toBe('5 Jan 2026');
    expect(dateCell(null, 'th', false)).toBe('');
    vi.unstubAllEnvs();
  });

  it('gives a date field its screen text and an ISO column beside it, money two decimals', () => {
    const fields: FieldDeclaration[] = [
      { source: 'createdDate', type: 'dateTime' },
      { source: 'amount', type: 'money' },
      { source: 'note', type: 'text' },
    ];
    const columns = columnsOf(fields, 'th');
    expect(columns.map((column) => column.label)).toEqual([
      'createdDate',
      'createdDate (ISO)',
      'amount',
      'note',
    ]);
    expect(columns[1].format?.('2026-11-27T09:27:59+07:00')).toBe('2026-11-27T09:27:59+07:00');
    expect(columns[2].format?.(1250.5)).toBe('1250.50');
    expect(columns[3].format).toBeUndefined();
  });

  it.each([
    [1250.5, '1250.50'],
    [-3, '-3.00'],
    ['99.999', '100.00'],
    ['abc', ''],
    [null, ''],
  ])('writes money %j as %j', (value, expected) => {
    expect(moneyCell(value)).toBe(expected);
  });
});

describe('csvFileName in the screen calendar', () => {
  it('uses the Buddhist Era year in Thai and the Gregorian one in English', () => {
    const now = new Date(2026, 10, 27, 9, 27, 59);
    expect(csvFileName('announcement', now, 'th')).toBe('announcement_25691127_092759.csv');
    expect(csvFileName('announcement', now, 'en')).toBe('announcement_20261127_092759.csv');
  });
});

function pagesOf(total: number, size: number) {
  const calls: number[] = [];
  const fetchPage: FetchPage = (page, signal) => {
    calls.push(page);
    const start = (page - 1) * size;
    const data = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({
      id: start + i + 1,
    }));
    return new Promise((resolve, reject) => {
      // Later pages answer sooner, so that the order of delivery is not the order of answers.
      const timer = setTimeout(
        () => resolve({ data, total, pageInfo: { hasNextPage: start + size < total } }),
        (20 - page) % 7,
      );
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  };
  return { fetchPage, calls };
}

describe('walkPages', () => {
  it('hands every page over in order, one at a time, with the rows written so far', async () => {
    const { fetchPage } = pagesOf(2_050, 100);
    const seen: number[] = [];
    const progress: [number, number][] = [];
    let busy = false;
    await walkPages(
      fetchPage,
      async (rows: RaRecord[]) => {
        expect(busy).toBe(false);
        busy = true;
        await new Promise((resolve) => setTimeout(resolve, 1));
        seen.push(...rows.map((row) => Number(row.id)));
        busy = false;
      },
      { onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(seen).toEqual(Array.from({ length: 2_050 }, (_, i) => i + 1));
    expect(progress).toHaveLength(21);
    expect(progress.at(-1)).toEqual([2_050, 2_050]);
    expect(progress.every(([done], i) => i === 0 || done > progress[i - 1][0])).toBe(true);
  });

  it('stops fetching and writing once cancelled', async () => {
    const { fetchPage, calls } = pagesOf(10_000, 100);
    const controller = new AbortController();
    let pages = 0;
    const walking = walkPages(
      fetchPage,
      () => {
        pages += 1;
        if (pages === 3) controller.abort(new DOMException('Export cancelled', 'AbortError'));
      },
      { signal: controller.signal },
    );
    await expect(walking).rejects.toMatchObject({ name: 'AbortError' });
    const fetched = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pages).toBe(3);
    expect(calls.length).toBe(fetched);
    expect(fetched).toBeLessThan(20);
  });
});

describe('CSV sinks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps each page as a Blob part and downloads them as one file when closed', async () => {
    const save = vi.fn<(blob: Blob, name: string) => void>();
    const sink = blobSink('a.csv', save);
    await sink.write('\uFEFFh');
    await sink.write('\r\n1');
    expect(save).not.toHaveBeenCalled();
    await sink.close();
    expect(save).toHaveBeenCalledTimes(1);
    const [blob, name] = save.mock.calls[0];
    expect(name).toBe('a.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(text).toBe('\uFEFFh\r\n1');
  });

  it('downloads nothing after abort', async () => {
    const save = vi.fn();
    const sink = blobSink('a.csv', save);
    await sink.write('x');
    await sink.abort();
    expect(save).not.toHaveBeenCalled();
  });

  it('writes to the picked file page by page where the browser offers a save dialog', async () => {
    const written: string[] = [];
    const file = {
      write: vi.fn((chunk: string) => {
        written.push(chunk);
        return Promise.resolve();
      }),
      close: vi.fn(() => Promise.resolve()),
      abort: vi.fn(() => Promise.resolve()),
    };
    const picker = vi.fn(() => Promise.resolve({ createWritable: () => Promise.resolve(file) }));
    vi.stubGlobal('showSaveFilePicker', picker);
    const save = vi.fn();
    const sink = await openCsvSink('x.csv', save);
    await sink.write('a');
    await sink.write('b');
    await sink.close();
    expect(picker).toHaveBeenCalledWith(expect.objectContaining({ suggestedName: 'x.csv' }));
    expect(written).toEqual(['a', 'b']);
    expect(file.close).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});

/**
 * Reads the file the way a spreadsheet opens a CSV: the BOM says UTF-8 and is not part of the first
 * header; comma separated, double-quoted cells; a cell that is a plain number becomes a number.
 */
function openAsSpreadsheet(bytes: Uint8Array): (string | number)[][] {
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
  const { data, errors, meta } = Papa.parse<string[]>(text, { skipEmptyLines: true });
  expect(errors).toEqual([]);
  expect(meta.delimiter).toBe(',');
  expect(meta.linebreak).toBe('\r\n');
  return data.map((row) => row.map((cell) => (/^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell)));
}

describe('an export read back as a spreadsheet', () => {
  it('gives the dates as the documented screen text with an ISO column, names as names, money as numbers', async () => {
    const fields: FieldDeclaration[] = [
      { source: 'createdDate', type: 'dateTime' },
      { source: 'bankCode', type: 'text' },
      { source: 'amount', type: 'money' },
      { source: 'note', type: 'text' },
    ];
    const banks: Record<string, string> = { '002': 'ธนาคารกรุงเทพ', '004': 'ธนาคารกสิกรไทย' };
    const columns = columnsOf(fields, 'th').map((column) =>
      column.source === 'bankCode'
        ? { ...column, format: (value: unknown) => banks[String(value)] ?? '' }
        : column,
    );
    const save = vi.fn<(blob: Blob, name: string) => void>();
    const sink = blobSink('x.csv', save);
    await sink.write(csvHeader(columns));
    await sink.write(
      csvLines(
        [{ createdDate: '2026-11-27T10:00:00', bankCode: '002', amount: 1250.5, note: 'a, "b"' }],
        columns,
      ),
    );
    await sink.write(
      csvLines(
        [{ createdDate: '2026-01-05T08:05:00', bankCode: '004', amount: '-3', note: '=1+1' }],
        columns,
      ),
    );
    await sink.close();
    const bytes = new Uint8Array(await save.mock.calls[0][0].arrayBuffer());
    const [header, first, second] = openAsSpreadsheet(bytes);
    expect(header).toEqual(['createdDate', 'createdDate (ISO)', 'bankCode', 'amount', 'note']);
    expect(first).toEqual(['27 พ.ย. 2569 10:00', '2026-11-27T10:00:00', 'ธนาคารกรุงเทพ', 1250.5, 'a, "b"']);
    expect(second).toEqual(['5 ม.ค. 2569 08:05', '2026-01-05T08:05:00', 'ธนาคารกสิกรไทย', -3, "'=1+1"]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[1]).toContain(',1250.50,');
    expect(lines[2]).toContain(',-3.00,');
  });
});
