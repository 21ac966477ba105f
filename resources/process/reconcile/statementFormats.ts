/**
 * The bank statement layouts the reconcile screen reads: one shape per bank, as the banks send their
 * daily QR receipt files. Each shape says how to recognise the file (its column header line), how its
 * fields are separated, where each value sits, and how dates and amounts are written.
 *
 * - KBANK: CSV, UTF-8 with BOM, CRLF, every field quoted; a title and account preamble, then the header
 *   `"No.","Transaction Date","Time",…`; dates `dd/MM/yyyy` (Christian Era); amounts `1,234.56`; a
 *   closing `"Total",…` line with the sum.
 * - SCB: CSV in TIS-620 (Windows-874) Thai, CRLF, fields quoted only when they hold a comma; a Thai
 *   preamble and header `ลำดับ,วันที่ทำรายการ,เวลา,…`; dates `dd/MM/yyyy` in Buddhist Era (2569 = 2026);
 *   amounts `"1,234.56"`.
 * - BBL: pipe-separated text records: `H|002|…` header, `D|…` details, `T|count|total` trailer; dates
 *   `yyyyMMdd` (Christian Era), times `HHmmss`, amounts `1234.56` without separators.
 */

export type StatementBank = 'KBANK' | 'SCB' | 'BBL';

export const STATEMENT_BANKS: readonly StatementBank[] = ['KBANK', 'SCB', 'BBL'];

/** Bank codes of the bank-issuer dropdown that have a known statement layout. */
export const STATEMENT_BANK_BY_CODE: Readonly<Record<string, StatementBank>> = {
  '002': 'BBL',
  '004': 'KBANK',
  '014': 'SCB',
};

export const BANK_CODE_OF: Readonly<Record<StatementBank, string>> = {
  BBL: '002',
  KBANK: '004',
  SCB: '014',
};

/** Where each value of a detail line sits (0-based field index). */
export interface FieldPositions {
  date: number;
  time: number;
  reference: number;
  ref1: number;
  ref2: number;
  amount: number;
  channel: number;
}

export interface StatementShape {
  bank: StatementBank;
  delimiter: ',' | '|';
  /** Number of fields a detail line has. */
  columns: number;
  fields: FieldPositions;
  /** The column header line (KBANK, SCB); BBL files have a record-type header instead. */
  header?: readonly string[];
  /** Era of the year in dates. */
  era: 'CE' | 'BE';
  dateFormat: 'dd/MM/yyyy' | 'yyyyMMdd';
  timeFormat: 'HH:mm:ss' | 'HHmmss';
  /** Whether amounts may carry thousands separators (`1,234.56`). */
  thousands: boolean;
}

export const KBANK_HEADER = [
  'No.',
  'Transaction Date',
  'Time',
  'Reference No.',
  'Ref 1',
  'Ref 2',
  'Merchant ID',
  'Amount',
  'Channel',
] as const;

export const SCB_HEADER = [
  'ลำดับ',
  'วันที่ทำรายการ',
  'เวลา',
  'เลขที่อ้างอิง',
  'รหัสอ้างอิง 1',
  'รหัสอ้างอิง 2',
  'จำนวนเงิน',
  'ช่องทาง',
] as const;

/** BBL detail record: D|seq|yyyyMMdd|HHmmss|reference|ref1|ref2|amount|currency. */
export const BBL_DETAIL_FIELDS = 9;

export const STATEMENT_SHAPES: Readonly<Record<StatementBank, StatementShape>> = {
  KBANK: {
    bank: 'KBANK',
    delimiter: ',',
    columns: KBANK_HEADER.length,
    fields: { date: 1, time: 2, reference: 3, ref1: 4, ref2: 5, amount: 7, channel: 8 },
    header: KBANK_HEADER,
    era: 'CE',
    dateFormat: 'dd/MM/yyyy',
    timeFormat: 'HH:mm:ss',
    thousands: true,
  },
  SCB: {
    bank: 'SCB',
    delimiter: ',',
    columns: SCB_HEADER.length,
    fields: { date: 1, time: 2, reference: 3, ref1: 4, ref2: 5, amount: 6, channel: 7 },
    header: SCB_HEADER,
    era: 'BE',
    dateFormat: 'dd/MM/yyyy',
    timeFormat: 'HH:mm:ss',
    thousands: true,
  },
  BBL: {
    bank: 'BBL',
    delimiter: '|',
    columns: BBL_DETAIL_FIELDS,
    fields: { date: 2, time: 3, reference: 4, ref1: 5, ref2: 6, amount: 7, channel: 8 },
    era: 'CE',
    dateFormat: 'yyyyMMdd',
    timeFormat: 'HHmmss',
    thousands: false,
  },
};

/** Years in Buddhist Era are 543 ahead of the Christian Era. */
export const BE_OFFSET = 543;
