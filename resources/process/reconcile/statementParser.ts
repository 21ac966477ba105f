/**
 * Bank statement parser: bytes of a KBANK, SCB or BBL receipt file → a preview (row count, exact total,
 * date range, first rows) and every malformed line with its line number and reason. Pure and synchronous
 * so it runs the same in the Web Worker of the reconcile screen (statementWorker.ts), in unit tests and
 * in the mock backend. Amounts are kept in satang (integers) so the total is exact.
 */
import {
  BE_OFFSET,
  STATEMENT_BANKS,
  STATEMENT_SHAPES,
  type StatementBank,
  type StatementShape,
} from './statementFormats.ts';

export const MAX_STATEMENT_BYTES = 50 * 1024 * 1024;
export const PREVIEW_ROWS = 20;
/** How many lines may sit before the column header (title, account, period). */
const HEADER_SEARCH_LINES = 30;
/** A quoted field may run over this many physical lines before it counts as unterminated. */
const MAX_JOINED_LINES = 5;
const PROGRESS_EVERY = 10_000;
const TEXT_SAMPLE = 200;

export type StatementEncoding = 'utf-8' | 'utf-8-bom' | 'windows-874';

export interface StatementRow {
  /** 1-based physical line number in the file. */
  line: number;
  /** `yyyy-MM-dd`, Christian Era. */
  date: string;
  /** `HH:mm:ss`. */
  time: string;
  reference: string;
  ref1: string;
  ref2: string;
  /** Amount in satang (1 baht = 100 satang). */
  amountSatang: number;
  channel: string;
}

export type MalformedReason =
  'columns' | 'date' | 'time' | 'amount' | 'reference' | 'quote' | 'duplicate' | 'recordType' | 'total';

export interface MalformedLine {
  line: number;
  reason: MalformedReason;
  /** What was wrong, in plain words with the offending value (English; the screen labels the reason). */
  detail: string;
  /** The start of the line as it was in the file. */
  text: string;
}

export interface StatementSummary {
  bank: StatementBank;
  encoding: StatementEncoding;
  /** Physical lines in the file (a trailing newline adds none). */
  lineCount: number;
  /** Valid detail lines. */
  rowCount: number;
  totalSatang: number;
  /** First and last transaction day among the valid lines (`yyyy-MM-dd`), null when there are none. */
  dateFrom: string | null;
  dateTo: string | null;
  firstRows: StatementRow[];
  malformed: MalformedLine[];
  /** Every valid row, only when asked for (keepRows). */
  rows?: StatementRow[];
}

export type RefusalReason =
  'empty' | 'tooLarge' | 'binary' | 'undecodable' | 'wrongBank' | 'unknownFormat' | 'noRows';

export interface StatementRefusal {
  reason: RefusalReason;
  /** The bank whose layout the file has, for `wrongBank`. */
  detectedBank?: StatementBank;
  detail: string;
}

export type StatementResult =
  { ok: true; summary: StatementSummary } | { ok: false; refusal: StatementRefusal };

export interface ParseOptions {
  /** Return every valid row (the mock backend matches them); the preview needs only the first ones. */
  keepRows?: boolean;
  previewRows?: number;
  onProgress?: (doneLines: number, totalLines: number) => void;
}

const refuse = (reason: RefusalReason, detail: string, detectedBank?: StatementBank): StatementResult => ({
  ok: false,
  refusal: detectedBank ? { reason, detail, detectedBank } : { reason, detail },
});

// ------------------------------------------------------------------------------------------ decoding

/** Control characters other than tab, LF, FF and CR, in the first 64 KB, beyond which a file is binary. */
function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.indexOf(0) !== -1) return true;
  const sample = bytes.subarray(0, 65536);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const b = sample[i];
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) control++;
  }
  return control > Math.max(2, sample.length / 100);
}

/** Replacement characters or private-use code points mean the bytes were not text in that encoding. */
const UNDECODABLE = /[\uFFFD\uE000-\uF8FF]/;

export function decodeStatement(
  bytes: Uint8Array,
): { text: string; encoding: StatementEncoding } | { refusal: StatementRefusal } {
  if (bytes.length === 0) return { refusal: { reason: 'empty', detail: 'The file is empty' } };
  if (bytes.length > MAX_STATEMENT_BYTES) {
    return {
      refusal: { reason: 'tooLarge', detail: `The file is larger than ${MAX_STATEMENT_BYTES} bytes` },
    };
  }
  if (looksBinary(bytes)) {
    return { refusal: { reason: 'binary', detail: 'The file holds binary data, not text' } };
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    try {
      return {
        text: new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3)),
        encoding: 'utf-8-bom',
      };
    } catch {
      return {
        refusal: { reason: 'undecodable', detail: 'The file starts as UTF-8 but is not valid UTF-8' },
      };
    }
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: Thai bank files are otherwise TIS-620, which Windows-874 extends.
  }
  try {
    const text = new TextDecoder('windows-874', { fatal: true }).decode(bytes);
    if (!UNDECODABLE.test(text)) return { text, encoding: 'windows-874' };
  } catch {
    // Bytes outside Windows-874 fall through to the refusal.
  }
  return { refusal: { reason: 'undecodable', detail: 'The file is neither UTF-8 nor TIS-620 text' } };
}

// ------------------------------------------------------------------------------------------ fields

/** Fields of one delimited line, or null when a quote is left open (the field goes on next line). */
export function splitFields(line: string, delimiter: string): string[] | null {
  if (line.indexOf('"') === -1) return line.split(delimiter);
  const fields: string[] = [];
  let i = 0;
  const n = line.length;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      let j = i + 1;
      for (;;) {
        const q = line.indexOf('"', j);
        if (q === -1) return null;
        value += line.slice(j, q);
        if (line[q + 1] === '"') {
          value += '"';
          j = q + 2;
          continue;
        }
        j = q + 1;
        break;
      }
      // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
      const next = line.indexOf(delimiter, j);
      fields.push(next === -1 ? value + line.slice(j) : value + line.slice(j, next));
      if (next === -1) return fields;
      i = next + 1;
    } else {
      const next = line.indexOf(delimiter, i);
      if (next === -1) {
        fields.push(line.slice(i));
        return fields;
      }
      fields.push(line.slice(i, next));
      i = next + 1;
    }
    if (i >= n) {
      fields.push('');
      return fields;
    }
  }
}

// ------------------------------------------------------------------------------------------ values

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function validDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const YMD_COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

/** `yyyy-MM-dd` (Christian Era) or the reason the text is not a date of this bank. */
export function parseStatementDate(text: string, shape: StatementShape): { day: string } | { error: string } {
  const value = text.trim();
  const m = shape.dateFormat === 'dd/MM/yyyy' ? DMY.exec(value) : YMD_COMPACT.exec(value);
  if (!m) return { error: `"${value}" is not a ${shape.dateFormat} date` };
  const [y, mo, d] =
    shape.dateFormat === 'dd/MM/yyyy'
      ? [Number(m[3]), Number(m[2]), Number(m[1])]
      : [Number(m[1]), Number(m[2]), Number(m[3])];
  const year = shape.era === 'BE' ? y - BE_OFFSET : y;
  if (year < 2000 || year > 2100) {
    return {
      error: `year ${y} is out of range (${shape.era === 'BE' ? 'Buddhist Era' : 'Christian Era'} expected)`,
    };
  }
  const day = validDay(year, mo, d);
  return day ? { day } : { error: `"${value}" is not a calendar date` };
}

const HMS = /^(\d{2}):(\d{2}):(\d{2})$/;
const HMS_COMPACT = /^(\d{2})(\d{2})(\d{2})$/;

export function parseStatementTime(text: string, shape: StatementShape): string | null {
  const m = (shape.timeFormat === 'HH:mm:ss' ? HMS : HMS_COMPACT).exec(text.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3]) > 59) return null;
  return `${m[1]}:${m[2]}:${m[3]}`;
}

const AMOUNT_GROUPED = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const AMOUNT_PLAIN = /^(\d+)(?:\.(\d{1,2}))?$/;
/** Up to 100 billion baht: far above any QR payment, far below the exact-integer limit. */
const MAX_WHOLE_DIGITS = 11;

/** Satang of an amount text (`1,234.56` → 123456), or null when it is not a positive amount. */
export function parseSatang(text: string, thousands: boolean): number | null {
  const m = (thousands ? AMOUNT_GROUPED : AMOUNT_PLAIN).exec(text.trim());
  if (!m) return null;
  const whole = m[1].replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return null;
  const fraction = (m[2] ?? '').padEnd(2, '0');
  const satang = Number(whole) * 100 + Number(fraction);
  return satang > 0 ? satang : null;
}

/** `1234567.8` baht as text from satang, exact: `1,234,567.80`. */
export function formatSatang(satang: number): string {
  const negative = satang < 0;
  const abs = Math.abs(satang);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${pad2(abs % 100)}`;
}

const REFERENCE = /^[A-Za-z0-9-]{4,40}$/;

// ------------------------------------------------------------------------------------------ layout

interface Layout {
  bank: StatementBank;
  /** 0-based index of the header line (KBANK, SCB) or the H record (BBL). */
  headerIndex: number;
}

const normaliseHeader = (fields: readonly string[]) =>
  fields.map((f) => f.trim().toLowerCase()).join('\u0001');
const HEADER_KEYS: readonly [StatementBank, string][] = STATEMENT_BANKS.flatMap((bank) => {
  const header = STATEMENT_SHAPES[bank].header;
  return header ? [[bank, normaliseHeader(header)] as [StatementBank, string]] : [];
});

/** Which bank's layout the first lines show, and where its header is. */
export function detectLayout(lines: readonly string[]): Layout | null {
  const limit = Math.min(lines.length, HEADER_SEARCH_LINES);
  for (let i = 0; i < limit; i++) {
    const line = lines[i].replace(/\r$/, '');
    if (/^H\|002\|/.test(line)) return { bank: 'BBL', headerIndex: i };
    if (line.indexOf(',') === -1) continue;
    const fields = splitFields(line, ',');
    if (!fields) continue;
    const key = normaliseHeader(fields);
    const match = HEADER_KEYS.find(([, k]) => k === key);
    if (match) return { bank: match[0], headerIndex: i };
  }
  return null;
}

/** Labels of the closing sum line of the CSV layouts: `"Total","12",…,"14,815.20",…`. */
const FOOTER_LABEL: Partial<Record<StatementBank, string>> = { KBANK: 'Total', SCB: 'รวม' };

// ------------------------------------------------------------------------------------------ parse

export function parseStatement(
  bytes: Uint8Array,
  bank: StatementBank,
  opts: ParseOptions = {},
): StatementResult {
  const decoded = decodeStatement(bytes);
  if ('refusal' in decoded) return { ok: false, refusal: decoded.refusal };
  return parseStatementText(decoded.text, decoded.encoding, bank, opts);
}

export function parseStatementText(
  text: string,
  encoding: StatementEncoding,
  bank: StatementBank,
  opts: ParseOptions = {},
): StatementResult {
  if (text.trim() === '') return refuse('empty', 'The file holds no text');
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const layout = detectLayout(lines);
  if (!layout) return refuse('unknownFormat', `The file is not a ${bank} statement`);
  if (layout.bank !== bank) {
    return refuse('wrongBank', `The file is a ${layout.bank} statement, not ${bank}`, layout.bank);
  }

  const shape = STATEMENT_SHAPES[bank];
  const previewRows = opts.previewRows ?? PREVIEW_ROWS;
  const footerLabel = FOOTER_LABEL[bank];
  const malformed: MalformedLine[] = [];
  const firstRows: StatementRow[] = [];
  const rows: StatementRow[] | undefined = opts.keepRows ? [] : undefined;
  const seen = new Map<string, number>();
  let rowCount = 0;
  let totalSatang = 0;
  let dateFrom: string | null = null;
  let dateTo: string | null = null;
  let claimed: { line: number; count: number | null; satang: number | null; text: string } | null = null;

  const flag = (line: number, reason: MalformedReason, detail: string, raw: string) =>
    malformed.push({ line, reason, detail, text: raw.slice(0, TEXT_SAMPLE) });

  const total = lines.length;
  for (let i = layout.headerIndex + 1; i < total; i++) {
    if (opts.onProgress && i % PROGRESS_EVERY === 0) opts.onProgress(i, total);
    const lineNo = i + 1;
    let raw = lines[i];
    if (raw.endsWith('\r')) raw = raw.slice(0, -1);
    if (raw.trim() === '') continue;

    let fields = splitFields(raw, shape.delimiter);
    // A quoted field holding a line break goes on over the next lines.
    let joined = 0;
    while (!fields && joined < MAX_JOINED_LINES && i + 1 < total) {
      i++;
      joined++;
      raw += `\n${lines[i].replace(/\r$/, '')}`;
      fields = splitFields(raw, shape.delimiter);
    }
    // A join that does not give a whole line was a stray quote: only this line is wrong.
    if (joined > 0 && (!fields || fields.length !== shape.columns)) {
      fields = null;
      i -= joined;
      raw = raw.slice(0, raw.indexOf('\n'));
    }
    if (!fields) {
      flag(lineNo, 'quote', 'a quoted field is not closed', raw);
      continue;
    }

    if (bank === 'BBL') {
      const type = fields[0];
      if (type === 'T') {
        claimed = {
          line: lineNo,
          count: /^\d+$/.test(fields[1] ?? '') ? Number(fields[1]) : null,
          satang: parseSatang(fields[2] ?? '', false),
          text: raw,
        };
        continue;
      }
      if (type !== 'D') {
        flag(lineNo, 'recordType', `record type "${type.slice(0, 10)}" is not D or T`, raw);
        continue;
      }
    } else if (footerLabel && fields[0].trim() === footerLabel) {
      claimed = {
        line: lineNo,
        count: /^\d+$/.test((fields[1] ?? '').trim()) ? Number(fields[1]) : null,
        satang: parseSatang(fields[shape.fields.amount] ?? '', shape.thousands),
        text: raw,
      };
      continue;
    }

    if (fields.length !== shape.columns) {
      flag(lineNo, 'columns', `expected ${shape.columns} columns, found ${fields.length}`, raw);
      continue;
    }
    const f = shape.fields;
    const date = parseStatementDate(fields[f.date], shape);
    if ('error' in date) {
      flag(lineNo, 'date', date.error, raw);
      continue;
    }
    const time = parseStatementTime(fields[f.time], shape);
    if (!time) {
      flag(lineNo, 'time', `"${fields[f.time].trim()}" is not a ${shape.timeFormat} time`, raw);
      continue;
    }
    const amountSatang = parseSatang(fields[f.amount], shape.thousands);
    if (amountSatang === null) {
      flag(lineNo, 'amount', `"${fields[f.amount].trim()}" is not a positive amount in baht`, raw);
      continue;
    }
    const reference = fields[f.reference].trim();
    if (!REFERENCE.test(reference)) {
      flag(lineNo, 'reference', `"${reference.slice(0, 50)}" is not a transaction reference`, raw);
      continue;
    }
    const first = seen.get(reference);
    if (first !== undefined) {
      flag(lineNo, 'duplicate', `reference ${reference} already on line ${first}`, raw);
      continue;
    }
    seen.set(reference, lineNo);

    const row: StatementRow = {
      line: lineNo,
      date: date.day,
      time,
      reference,
      ref1: fields[f.ref1].trim(),
      ref2: fields[f.ref2].trim(),
      amountSatang,
      channel: fields[f.channel].trim(),
    };
    rowCount++;
    totalSatang += amountSatang;
    if (dateFrom === null || row.date < dateFrom) dateFrom = row.date;
    if (dateTo === null || row.date > dateTo) dateTo = row.date;
    if (firstRows.length < previewRows) firstRows.push(row);
    rows?.push(row);
  }
  opts.onProgress?.(total, total);

  if (claimed) {
    const countOff = claimed.count !== null && claimed.count !== rowCount + malformed.length;
    const sumOff = claimed.satang !== null && malformed.length === 0 && claimed.satang !== totalSatang;
    if (claimed.count === null || claimed.satang === null) {
      flag(claimed.line, 'total', 'the closing line has no readable count or sum', claimed.text);
    } else if (countOff || sumOff) {
      flag(
        claimed.line,
        'total',
        `the closing line says ${claimed.count} lines, ${formatSatang(claimed.satang)}; the file has ` +
          `${rowCount + malformed.length} lines, ${formatSatang(totalSatang)}`,
        claimed.text,
      );
    }
  }

  if (rowCount === 0 && malformed.length === 0)
    return refuse('noRows', 'The statement has no transaction lines');
  return {
    ok: true,
    summary: {
      bank,
      encoding,
      lineCount: total,
      rowCount,
      totalSatang,
      dateFrom,
      dateTo,
      firstRows,
      malformed,
      ...(rows ? { rows } : {}),
    },
  };
}

/** The bank whose layout a file has, whatever was chosen (the mock backend reads uploads this way). */
export function detectStatementBank(bytes: Uint8Array): StatementBank | null {
  const decoded = decodeStatement(bytes);
  if ('refusal' in decoded) return null;
  return detectLayout(decoded.text.split('\n', HEADER_SEARCH_LINES))?.bank ?? null;
}
