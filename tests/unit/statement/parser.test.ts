// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeStatement,
  formatSatang,
  MAX_STATEMENT_BYTES,
  parseSatang,
  parseStatement,
  splitFields,
  type StatementResult,
  type StatementSummary,
} from '../../../resources/process/reconcile/statementParser.ts';
import {
  STATEMENT_SHAPES,
  type StatementBank,
} from '../../../resources/process/reconcile/statementFormats.ts';
import { parseStatementDate } from '../../../resources/process/reconcile/statementParser.ts';
import {
  encodeTis620,
  kbankText,
  scbText,
  statementBytes,
  syntheticLines,
  UTF8_BOM,
  type StatementLine,
} from '../../../mocks/statements/generate.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../fixtures/statements/${name}`, import.meta.url)));
const utf8 = (text: string) => new TextEncoder().encode(text);

function ok(result: StatementResult): StatementSummary {
  if (!result.ok) throw new Error(`refused: ${result.refusal.reason} ${result.refusal.detail}`);
  return result.summary;
}

function refusal(result: StatementResult) {
  if (result.ok) throw new Error('expected a refusal');
  return result.refusal;
}

const LINES: StatementLine[] = [
  {
    reference: 'QR20261030000101',
    dateTime: '2026-10-30T09:15:00+07:00',
    ref1: '0001212345',
    ref2: '1111111111',
    storeId: 'ST00012',
    amountSatang: 123_456_78,
    channel: 'QR',
  },
  {
    reference: 'QR20261031000102',
    dateTime: '2026-10-31T23:59:59+07:00',
    ref1: '0001254321',
    ref2: '2222222222',
    storeId: 'ST00012',
    amountSatang: 5,
    channel: 'QR_CREDIT',
  },
];

describe('committed samples, one per bank', () => {
  it.each([
    ['KBANK', 'KBANK_QR_STATEMENT_20261031.csv', 'utf-8-bom', 66_975_95],
    ['SCB', 'SCB_QR_20261031.csv', 'windows-874', 51_972_06],
    ['BBL', 'BBL_QRRCV_20261031.txt', 'utf-8', 35_234_45],
  ] as const)('%s: 10 rows, exact total, date range, no malformed line', (bank, file, encoding, total) => {
    const s = ok(parseStatement(fixture(file), bank));
    expect(s.bank).toBe(bank);
    expect(s.encoding).toBe(encoding);
    expect(s.rowCount).toBe(10);
    expect(s.totalSatang).toBe(total);
    expect(s.malformed).toEqual([]);
    expect(s.dateTo).toBe('2026-10-31');
    expect(s.dateFrom! < s.dateTo!).toBe(true);
    expect(s.firstRows).toHaveLength(10);
    expect(s.firstRows[0].reference).toMatch(/^QR\d{14}$/);
  });
});

describe('bank shapes', () => {
  it.each(['KBANK', 'SCB', 'BBL'] as const)(
    '%s reads what the bank writes: dates, times, amounts',
    (bank) => {
      const s = ok(parseStatement(statementBytes(bank, LINES), bank));
      expect(s.rows).toBeUndefined();
      expect(s.firstRows.map((r) => [r.date, r.time, r.reference, r.amountSatang, r.ref1])).toEqual([
        ['2026-10-30', '09:15:00', 'QR20261030000101', 123_456_78, '0001212345'],
        ['2026-10-31', '23:59:59', 'QR20261031000102', 5, '0001254321'],
      ]);
      expect(s.totalSatang).toBe(123_456_83);
      expect([s.dateFrom, s.dateTo]).toEqual(['2026-10-30', '2026-10-31']);
    },
  );

  it('SCB dates are Buddhist Era: 31/10/2569 is 2026-10-31, and a Christian-Era year is refused', () => {
    const shape = STATEMENT_SHAPES.SCB;
    expect(parseStatementDate('31/10/2569', shape)).toEqual({ day: '2026-10-31' });
    expect(parseStatementDate('31/10/2026', shape)).toMatchObject({
      error: expect.stringContaining('Buddhist Era'),
    });
    expect(parseStatementDate('31/10/2569', STATEMENT_SHAPES.KBANK)).toMatchObject({
      error: expect.stringContaining('Christian Era'),
    });
    expect(parseStatementDate('29/02/2567', shape)).toEqual({ day: '2024-02-29' });
    expect(parseStatementDate('29/02/2569', shape)).toMatchObject({
      error: expect.stringContaining('calendar'),
    });
    expect(parseStatementDate('20261031', STATEMENT_SHAPES.BBL)).toEqual({ day: '2026-10-31' });
  });

  it('amounts: thousands separators where the bank uses them, exact satang, never float', () => {
    expect(parseSatang('1,234,567.89', true)).toBe(123_456_789);
    expect(parseSatang('0.1', true)).toBe(10);
    expect(parseSatang('12,34.00', true)).toBeNull();
    expect(parseSatang('1,234.56', false)).toBeNull();
    expect(parseSatang('1234.567', false)).toBeNull();
    expect(parseSatang('0.00', false)).toBeNull();
    expect(parseSatang('-5.00', true)).toBeNull();
    // 0.1 + 0.2 style drift cannot happen: 100,000 lines of 0.10 + 0.20 add up to exactly 30,000.00.
    const lines = syntheticLines(100_000).map((l, i) => ({ ...l, amountSatang: i % 2 ? 10 : 20 }));
    const s = ok(parseStatement(statementBytes('BBL', lines), 'BBL'));
    expect(s.totalSatang).toBe(1_500_000);
    expect(formatSatang(s.totalSatang)).toBe('15,000.00');
  });
});

describe('encodings and line ends', () => {
  it('reads UTF-8 with and without BOM and TIS-620 Thai alike', () => {
    const text = scbText(LINES);
    const asTis = ok(parseStatement(encodeTis620(text), 'SCB'));
    const asUtf8 = ok(parseStatement(utf8(text), 'SCB'));
    const withBom = new Uint8Array([...UTF8_BOM, ...utf8(text)]);
    const asBom = ok(parseStatement(withBom, 'SCB'));
    expect([asTis.encoding, asUtf8.encoding, asBom.encoding]).toEqual(['windows-874', 'utf-8', 'utf-8-bom']);
    expect(asTis.firstRows).toEqual(asUtf8.firstRows);
    expect(asBom.firstRows).toEqual(asUtf8.firstRows);
    expect(asTis.firstRows[0].channel).toBe('พร้อมเพย์');
  });

  it('CRLF, LF and a missing final newline give the same rows and line numbers', () => {
    const crlf = kbankText(LINES);
    const lf = crlf.replace(/\r\n/g, '\n');
    const noFinal = lf.replace(/\n$/, '');
    const rows = [crlf, lf, noFinal].map((t) => ok(parseStatement(utf8(t), 'KBANK')).firstRows);
    expect(rows[0].map((r) => r.line)).toEqual([5, 6]);
    expect(rows[1]).toEqual(rows[0]);
    expect(rows[2]).toEqual(rows[0]);
    expect(rows[0][0].ref1).toBe('0001212345');
  });

  it('quoted fields keep commas, doubled quotes and line breaks', () => {
    expect(splitFields('"a,b","say ""hi""",c,', ',')).toEqual(['a,b', 'say "hi"', 'c', '']);
    expect(splitFields('"open, never closed', ',')).toBeNull();
    const text = kbankText(LINES).replace('"QR_CREDIT"', '"QR\r\nCREDIT"');
    const s = ok(parseStatement(utf8(text), 'KBANK'));
    expect(s.firstRows[1]).toMatchObject({ line: 6, channel: 'QR\nCREDIT' });
    expect(s.malformed).toEqual([]);
  });
});

describe('malformed lines are listed with their line number and reason', () => {
  it('wrong amount, wrong date, wrong column count, unclosed quote, duplicate reference', () => {
    const many = syntheticLines(12);
    const spoil = new Map([
      [1, 'amount'],
      [4, 'date'],
      [7, 'columns'],
    ] as const);
    let text = kbankText(many, { spoil });
    const lines = text.split('\r\n');
    // Line 15 (the 11th detail) gets an unclosed quote, line 16 repeats line 5's reference.
    lines[14] = lines[14].replace(/"$/, '');
    lines[15] = lines[15].replace(many[11].reference, many[0].reference);
    text = lines.join('\r\n');
    const s = ok(parseStatement(utf8(text), 'KBANK'));
    expect(s.malformed.map((m) => [m.line, m.reason])).toEqual([
      [6, 'amount'],
      [9, 'date'],
      [12, 'columns'],
      [15, 'quote'],
      [16, 'duplicate'],
    ]);
    expect(s.malformed[0].detail).toContain('x');
    expect(s.malformed[2].detail).toBe('expected 9 columns, found 7');
    expect(s.malformed[4].detail).toContain('line 5');
    expect(s.rowCount).toBe(12 - 5);
    const kept = many.filter((_, i) => ![1, 4, 7, 10, 11].includes(i));
    expect(s.totalSatang).toBe(kept.reduce((n, l) => n + l.amountSatang, 0));
  });

  it('BBL: an unknown record type and a trailer that disagrees with the details', () => {
    const text = statementBytes('BBL', LINES);
    const lines = new TextDecoder().decode(text).split('\n');
    lines.splice(2, 0, 'X|junk');
    lines[lines.length - 2] = 'T|000002|99.99';
    const s = ok(parseStatement(utf8(lines.join('\n')), 'BBL'));
    expect(s.malformed.map((m) => [m.line, m.reason])).toEqual([
      [3, 'recordType'],
      [5, 'total'],
    ]);
    expect(s.rowCount).toBe(2);
  });

  it('a 2,000-baht line with a thousands separator in a BBL file is a wrong amount', () => {
    const text = new TextDecoder().decode(statementBytes('BBL', LINES)).replace('123456.78', '123,456.78');
    const s = ok(parseStatement(utf8(text), 'BBL'));
    expect(s.malformed).toMatchObject([
      { line: 2, reason: 'amount', detail: expect.stringContaining('123,456.78') },
    ]);
  });
});

describe('files that are refused', () => {
  const all: StatementBank[] = ['KBANK', 'SCB', 'BBL'];

  it('an empty file, or one of blank lines', () => {
    expect(refusal(parseStatement(new Uint8Array(0), 'KBANK')).reason).toBe('empty');
    expect(refusal(parseStatement(utf8('\r\n\r\n  \r\n'), 'KBANK')).reason).toBe('empty');
    expect(refusal(parseStatement(UTF8_BOM, 'KBANK')).reason).toBe('empty');
  });

  it('a binary file (NUL bytes, control bytes, UTF-16) and bytes that are no text', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    expect(refusal(parseStatement(png, 'KBANK')).reason).toBe('binary');
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from(utf8('No.,')).flatMap((b) => [b, 0])]);
    expect(refusal(parseStatement(utf16, 'KBANK')).reason).toBe('binary');
    const noise = new Uint8Array(200).map((_, i) => (i * 37) % 32);
    expect(refusal(parseStatement(noise, 'KBANK')).reason).toBe('binary');
    const undecodable = new Uint8Array([...utf8('H|002|'), 0xfc, 0xfd, 0xfe, 0xff, 0x0a]);
    expect(refusal(parseStatement(undecodable, 'BBL')).reason).toBe('undecodable');
  });

  it('a file over 50 MB, before reading it', () => {
    const big = new Uint8Array(MAX_STATEMENT_BYTES + 1).fill(0x41);
    expect(refusal(parseStatement(big, 'BBL')).reason).toBe('tooLarge');
    expect('refusal' in decodeStatement(big.subarray(0, MAX_STATEMENT_BYTES))).toBe(false);
  });

  it.each(all.flatMap((chosen) => all.filter((b) => b !== chosen).map((other) => [chosen, other] as const)))(
    'a %s choice with a %s file says which bank the file is from',
    (chosen, other) => {
      const r = refusal(parseStatement(statementBytes(other, LINES), chosen));
      expect(r).toMatchObject({ reason: 'wrongBank', detectedBank: other });
    },
  );

  it('a CSV of another kind, and a statement with a header but no lines', () => {
    expect(refusal(parseStatement(utf8('name,amount\r\nA,1.00\r\n'), 'KBANK')).reason).toBe('unknownFormat');
    const headerOnly = kbankText([]).split('\r\n').slice(0, 4).join('\r\n');
    expect(refusal(parseStatement(utf8(headerOnly), 'KBANK')).reason).toBe('noRows');
  });
});

describe('progress', () => {
  it('reports progress through a large file and ends at the total', () => {
    const bytes = statementBytes('KBANK', syntheticLines(25_000));
    const calls: [number, number][] = [];
    const s = ok(parseStatement(bytes, 'KBANK', { onProgress: (d, t) => calls.push([d, t]) }));
    expect(s.rowCount).toBe(25_000);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    // 3 preamble lines, the header, 25,000 details, the total line.
    expect(calls.at(-1)).toEqual([25_005, 25_005]);
    expect(calls.every(([d], i) => i === 0 || d > calls[i - 1][0])).toBe(true);
  });
});
