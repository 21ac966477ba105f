/** Amounts and sizes as the reconcile screens show them, the same in Thai and English. */
import { formatMoney } from '../../../src/data/index.ts';
import { formatSatang } from './statementParser.ts';

/** Exact baht from satang: `฿1,234,567.80` (the parser keeps totals in satang so nothing is rounded). */
export const formatSatangBaht = (satang: number) => `฿${formatSatang(satang)}`;

/** Baht amounts of the services' answers. */
export const formatBaht = (baht: number | null | undefined) => formatMoney(baht);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const formatCount = (n: number) => n.toLocaleString('en-US');
