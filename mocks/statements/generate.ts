/**
 * Bank statement files of real shape (KBANK, SCB, BBL), written from the mock QR transactions so that
 * their lines match records of the mock database: a bank's daily file lists the payments the bank
 * received that day (every transaction the bank sees as paid, see bankStatusOf). The layouts are
 * described in resources/process/reconcile/statementFormats.ts.
 */
import {
  BANK_CODE_OF,
  BE_OFFSET,
  KBANK_HEADER,
  SCB_HEADER,
  type StatementBank,
} from '../../resources/process/reconcile/statementFormats.ts';
import type { TableRecords } from '../db/index.ts';
import { Rng } from '../db/prng.ts';
import { bankStatusOf } from '../db/bankRecords.ts';

type QrTransaction = TableRecords['qrTransactions'];

export interface StatementLine {
  reference: string;
  /** Bangkok date-time `yyyy-MM-ddTHH:mm:ss…`. */
  dateTime: string;
  ref1: string;
  ref2: string;
  storeId: string;
  /** Satang. */
  amountSatang: number;
  channel: string;
}

export interface StatementOptions {
  /** Account the receipts were credited to, shown in the preamble. */
  account?: string;
  /** Day the file covers (`yyyy-MM-dd`); default the first line's. */
  day?: string;
  /** Lines the generator spoils on purpose (by 0-based index), to exercise the malformed list. */
  spoil?: ReadonlyMap<number, 'amount' | 'date' | 'columns'>;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export const satangOf = (baht: number): number => Math.round(baht * 100);

function grouped(satang: number): string {
  const whole = Math.floor(satang / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${pad(satang % 100)}`;
}

const plain = (satang: number) => `${Math.floor(satang / 100)}.${pad(satang % 100)}`;

const dayOf = (iso: string) => iso.slice(0, 10);
const timeOf = (iso: string) => iso.slice(11, 19);
const dmy = (day: string, era: 'CE' | 'BE') => {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${era === 'BE' ? Number(y) + BE_OFFSET : y}`;
};

const quoteAll = (fields: readonly string[]) => fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(',');
const quoteNeeded = (fields: readonly string[]) =>
  fields.map((f) => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(',');

/** TIS-620 bytes of a text: ASCII as is, Thai U+0E01–U+0E5B at 0xA1–0xFB. */
export function encodeTis620(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) out[i] = c;
    else if (c >= 0x0e01 && c <= 0x0e5b) out[i] = c - 0x0e01 + 0xa1;
    else throw new Error(`U+${c.toString(16)} has no TIS-620 byte`);
  }
  return out;
}

const utf8 = new TextEncoder();
const concat = (a: Uint8Array, b: Uint8Array) => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
};
export const UTF8_BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

/** A wrong amount (`1,234.5x`) or an impossible day (the 32nd) where the options ask for one. */
function spoiled(value: { date: string; amount: string }, kind: 'amount' | 'date' | 'columns' | undefined) {
  if (kind === 'amount') value.amount = `${value.amount}x`;
  if (kind === 'date') value.date = value.date.replace(/^\d\d/, '32');
  return value;
}

/** Text of a KBANK statement (before encoding). */
export function kbankText(lines: readonly StatementLine[], opts: StatementOptions = {}): string {
  const day = opts.day ?? dayOf(lines[0]?.dateTime ?? '2026-10-31');
  const out = [
    quoteAll(['KASIKORNBANK QR PAYMENT STATEMENT']),
    quoteAll(['Account No.', opts.account ?? '123-4-56789-0']),
    quoteAll(['Period', `${dmy(dayOf(lines[0]?.dateTime ?? day), 'CE')} - ${dmy(day, 'CE')}`]),
    quoteAll(KBANK_HEADER),
  ];
  let total = 0;
  lines.forEach((l, i) => {
    total += l.amountSatang;
    const v = spoiled(
      { date: dmy(dayOf(l.dateTime), 'CE'), amount: grouped(l.amountSatang) },
      opts.spoil?.get(i),
    );
    const fields = [
      String(i + 1),
      v.date,
      timeOf(l.dateTime),
      l.reference,
      l.ref1,
      l.ref2,
      l.storeId,
      v.amount,
      l.channel,
    ];
    out.push(quoteAll(opts.spoil?.get(i) === 'columns' ? fields.slice(0, -2) : fields));
  });
  out.push(quoteAll(['Total', String(lines.length), '', '', '', '', '', grouped(total), '']));
  return `${out.join('\r\n')}\r\n`;
}

/** Text of an SCB statement (before encoding): Thai preamble and header, Buddhist Era dates. */
export function scbText(lines: readonly StatementLine[], opts: StatementOptions = {}): string {
  const day = opts.day ?? dayOf(lines[0]?.dateTime ?? '2026-10-31');
  const out = [
    'ธนาคารไทยพาณิชย์ จำกัด (มหาชน)',
    quoteNeeded([`รายงานรับชำระผ่าน QR Code บัญชี ${opts.account ?? '111-2-33445-6'}`, `วันที่ ${dmy(day, 'BE')}`]),
    SCB_HEADER.join(','),
  ];
  let total = 0;
  lines.forEach((l, i) => {
    total += l.amountSatang;
    const v = spoiled(
      { date: dmy(dayOf(l.dateTime), 'BE'), amount: grouped(l.amountSatang) },
      opts.spoil?.get(i),
    );
    const fields = [
      String(i + 1),
      v.date,
      timeOf(l.dateTime),
      l.reference,
      l.ref1,
      l.ref2,
      v.amount,
      l.channel === 'QR' ? 'พร้อมเพย์' : l.channel,
    ];
    out.push(quoteNeeded(opts.spoil?.get(i) === 'columns' ? fields.slice(0, -2) : fields));
  });
  out.push(quoteNeeded(['รวม', String(lines.length), '', '', '', '', grouped(total), '']));
  return `${out.join('\r\n')}\r\n`;
}

/** Text of a BBL statement: H / D / T records separated by `|`, LF line ends. */
export function bblText(lines: readonly StatementLine[], opts: StatementOptions = {}): string {
  const day = (opts.day ?? dayOf(lines[0]?.dateTime ?? '2026-10-31')).replace(/-/g, '');
  const out = [`H|002|BANGKOK BANK PUBLIC COMPANY LIMITED|${opts.account ?? '2220123456'}|${day}|QR RECEIVE`];
  let total = 0;
  lines.forEach((l, i) => {
    total += l.amountSatang;
    const v = spoiled(
      { date: dayOf(l.dateTime).replace(/-/g, ''), amount: plain(l.amountSatang) },
      opts.spoil?.get(i),
    );
    const fields = [
      'D',
      pad(i + 1, 6),
      v.date,
      timeOf(l.dateTime).replace(/:/g, ''),
      l.reference,
      l.ref1,
      l.ref2,
      v.amount,
      'THB',
    ];
    out.push((opts.spoil?.get(i) === 'columns' ? fields.slice(0, -2) : fields).join('|'));
  });
  out.push(`T|${pad(lines.length, 6)}|${plain(total)}`);
  return `${out.join('\n')}\n`;
}

/** The file bytes as the bank sends them: KBANK UTF-8 with BOM, SCB TIS-620, BBL ASCII. */
export function statementBytes(
  bank: StatementBank,
  lines: readonly StatementLine[],
  opts: StatementOptions = {},
): Uint8Array {
  if (bank === 'KBANK') return concat(UTF8_BOM, utf8.encode(kbankText(lines, opts)));
  if (bank === 'SCB') return encodeTis620(scbText(lines, opts));
  return utf8.encode(bblText(lines, opts));
}

/** File name the bank gives its daily file. */
export function statementFileName(bank: StatementBank, day: string): string {
  const compact = day.replace(/-/g, '');
  if (bank === 'KBANK') return `KBANK_QR_STATEMENT_${compact}.csv`;
  if (bank === 'SCB') return `SCB_QR_${compact}.csv`;
  return `BBL_QRRCV_${compact}.txt`;
}

export function lineOf(t: QrTransaction): StatementLine {
  return {
    reference: t.transactionNo,
    dateTime: t.paymentDate ?? t.createdDate,
    ref1: t.ref1,
    ref2: t.ref2,
    storeId: t.storeId,
    amountSatang: satangOf(t.amount),
    channel: t.channel,
  };
}

/** The bank's receipts of one day: every transaction of that bank and day the bank sees as paid. */
export function statementLinesFor(
  transactions: readonly QrTransaction[],
  bank: StatementBank,
  day: string,
): StatementLine[] {
  const code = BANK_CODE_OF[bank];
  return transactions
    .filter((t) => t.bankCode === code && dayOf(t.createdDate) === day && bankStatusOf(t) === 'paid')
    .map(lineOf);
}

/** Busiest day of a bank among the transactions (the day with most lines), for samples. */
export function busiestDay(transactions: readonly QrTransaction[], bank: StatementBank): string {
  const code = BANK_CODE_OF[bank];
  const counts = new Map<string, number>();
  for (const t of transactions) {
    if (t.bankCode !== code) continue;
    const d = dayOf(t.createdDate);
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  let best = '';
  let most = -1;
  for (const [d, n] of counts) if (n > most || (n === most && d > best)) [best, most] = [d, n];
  return best;
}

/**
 * `count` made-up lines (for the 100,000-line benchmark file): deterministic, valid, spread over a
 * month, references in the QR transaction shape but not in the database.
 */
export function syntheticLines(count: number, seed = 20261101): StatementLine[] {
  const rng = new Rng(seed);
  const start = Date.UTC(2026, 9, 1);
  const lines: StatementLine[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const ms = start + Math.floor((i / count) * 30 * 86_400_000) + rng.int(0, 59_000);
    const d = new Date(ms);
    const iso = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(
      d.getUTCHours(),
    )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+07:00`;
    lines[i] = {
      reference: `QR${iso.slice(0, 10).replace(/-/g, '')}${pad(i + 1, 7)}`,
      dateTime: iso,
      ref1: `${pad(rng.int(1, 500), 5)}${rng.digits(5)}`,
      ref2: rng.digits(10),
      storeId: `ST${pad(rng.int(1, 500), 5)}`,
      amountSatang: rng.int(2000, 2_000_000),
      channel: rng.pick(['QR', 'QR', 'QR', 'QR_CREDIT', 'MOBILE_BANKING']),
    };
  }
  return lines;
}
