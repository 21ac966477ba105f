/**
 * Sample statement files: 10 lines per bank taken from the mock QR transactions (three waiting for
 * payment that the bank did receive → matched, six already paid → already approved, one reference the
 * gateway never issued → unmatched), and a large synthetic file for the benchmark.
 */
import type { StatementBank } from '../../resources/process/reconcile/statementFormats.ts';
import { BANK_CODE_OF, STATEMENT_BANKS } from '../../resources/process/reconcile/statementFormats.ts';
import type { TableRecords } from '../db/index.ts';
import { bankStatusOf } from '../db/bankRecords.ts';
import { lineOf, statementBytes, statementFileName, syntheticLines, type StatementLine } from './generate.ts';

type QrTransaction = TableRecords['qrTransactions'];

export interface SampleFile {
  bank: StatementBank;
  name: string;
  bytes: Uint8Array;
  lines: StatementLine[];
}

export function sampleLines(transactions: readonly QrTransaction[], bank: StatementBank): StatementLine[] {
  const code = BANK_CODE_OF[bank];
  const ofBank = transactions.filter((t) => t.bankCode === code && t.channel !== 'MOBILE_BANKING');
  const waiting = ofBank
    .filter((t) => t.status === 'waiting for payment' && bankStatusOf(t) === 'paid')
    .slice(-3);
  const paid = ofBank.filter((t) => t.status === 'paid').slice(-6);
  const picked = [...waiting, ...paid].map(lineOf).sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  const last = picked[picked.length - 1];
  const unknown: StatementLine = {
    ...last,
    reference: `QR${last.dateTime.slice(0, 10).replace(/-/g, '')}999999`,
    amountSatang: 123_450,
  };
  return [...picked, unknown];
}

export function sampleFile(transactions: readonly QrTransaction[], bank: StatementBank): SampleFile {
  const lines = sampleLines(transactions, bank);
  const day = lines[lines.length - 1].dateTime.slice(0, 10);
  return { bank, name: statementFileName(bank, day), bytes: statementBytes(bank, lines, { day }), lines };
}

export function sampleFiles(transactions: readonly QrTransaction[]): SampleFile[] {
  return STATEMENT_BANKS.map((bank) => sampleFile(transactions, bank));
}

/** A valid statement of `count` synthetic lines (the benchmark's 100,000-line file). */
export function largeStatement(bank: StatementBank, count = 100_000): SampleFile {
  const lines = syntheticLines(count);
  const day = lines[lines.length - 1].dateTime.slice(0, 10);
  return { bank, name: statementFileName(bank, day), bytes: statementBytes(bank, lines, { day }), lines };
}
