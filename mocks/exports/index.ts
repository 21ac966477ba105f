/**
 * File writers of the mock exports, on well-kept libraries that run alike in the browser (the mock
 * service worker's page) and in Node: fflate for zip, write-excel-file (its universal entry) for xlsx,
 * papaparse for CSV. Every writer takes the rows and a column list and returns bytes. The xlsx and zip
 * writers load their library on first use: in the demo mode the mock backend's chunk does not carry
 * them to every page load (docs/performance.md, "The demo mode").
 */
import type { Zippable } from 'fflate';
import Papa from 'papaparse';
import type { Cell as XlsxCell, SheetData } from 'write-excel-file/universal';

export type Cell = string | number | boolean | null | undefined;

export interface Column {
  header: string;
  value: (row: Record<string, unknown>) => Cell;
  /** Column width in characters (xlsx). */
  width?: number;
}

/** A text cell that Excel would take for a formula gets a leading apostrophe. */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
}

/** CSV (UTF-8 with BOM so Excel reads Thai), CRLF line ends, formulae neutralised. */
export function toCsv(rows: readonly Record<string, unknown>[], columns: readonly Column[]): string {
  const data = rows.map((row) =>
    columns.map((c) => {
      const v = c.value(row);
      if (v === null || v === undefined) return '';
      return typeof v === 'string' ? neutraliseFormula(v) : v;
    }),
  );
  const text = Papa.unparse(
    { fields: columns.map((c) => c.header), data },
    { newline: '\r\n', quotes: false, escapeFormulae: false },
  );
  return `\uFEFF${text}\r\n`;
}

function xlsxCell(value: Cell): XlsxCell {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? { value, type: Number } : null;
  if (typeof value === 'boolean') return { value, type: Boolean };
  return { value: neutraliseFormula(value), type: String };
}

/** A one-sheet workbook: a bold header row, then one row per record. */
export async function toXlsx(
  rows: readonly Record<string, unknown>[],
  columns: readonly Column[],
  sheetName = 'Sheet1',
): Promise<Uint8Array> {
  const data: SheetData = [
    columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const })),
    ...rows.map((row) => columns.map((c) => xlsxCell(c.value(row)))),
  ];
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const blob = await writeXlsxFile(data, {
    sheet: sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31),
    columns: columns.map((c) => ({ width: c.width ?? 18 })),
  }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
}

/** A zip archive (deflated, UTF-8 names). */
export async function toZip(entries: readonly ZipEntry[]): Promise<Uint8Array> {
  const { strToU8, zipSync } = await import('fflate');
  const files: Zippable = {};
  for (const entry of entries) {
    files[entry.name] = typeof entry.data === 'string' ? strToU8(entry.data) : entry.data;
  }
  return zipSync(files, { level: 6 });
}

export const MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

/** `Content-Disposition` with an ASCII fallback and the RFC 5987 UTF-8 form (Thai names survive). */
export function contentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A download answer. */
export function fileResponse(
  data: Uint8Array | string,
  fileName: string,
  type: string,
  kind: 'attachment' | 'inline' = 'attachment',
): Response {
  const body = typeof data === 'string' ? data : (data as BlobPart);
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Disposition': contentDisposition(fileName, kind),
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  });
}

/** A failed export: plain text the console shows as it is (it keeps a non-OK answer's text). */
export function exportFailure(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
