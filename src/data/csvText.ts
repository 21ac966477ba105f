/**
 * CSV text: UTF-8 BOM so Excel reads Thai, CRLF line ends, formulae neutralised (OWASP CSV injection).
 * Kept apart from csvExport.ts so papaparse loads only when a file is actually exported.
 */
import Papa from 'papaparse';
import { readPath } from './readPath.ts';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn {
  source: string;
  label: string;
  /** Turns the raw value into what the cell shows (e.g. a translated Yes / No). */
  format?: (value: unknown) => CsvCell;
}

const BOM = '\uFEFF';
// Spreadsheet apps run a cell starting with these as a formula (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Digits only, with a leading zero (bank code 002, phone 0812345678) or too long for a number. */
const IDENTIFIER_DIGITS = /^(0\d+|\d{16,})$/;

/**
 * An identifier made of digits is written `="002"`: Excel shows it as text, leading zeros and all.
 * Only digits go between the quotes, so this formula is a constant and cannot carry anything else.
 */
export function keepIdentifier(text: string): string | null {
  return IDENTIFIER_DIGITS.test(text) ? `="${text}"` : null;
}

/** A text cell that a spreadsheet would evaluate gets a leading quote; real numbers stay numbers. */
export function escapeFormula(text: string): string {
  if (!FORMULA_START.test(text) || NUMERIC_TEXT.test(text)) return text;
  return `'${text}`;
}

function toCell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return keepIdentifier(value) ?? escapeFormula(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) return escapeFormula(value.map((item) => String(toCell(item))).join(', '));
  return escapeFormula(JSON.stringify(value));
}

function rowCells(
  row: Record<string, unknown>,
  columns: readonly CsvColumn[],
): (string | number | boolean)[] {
  return columns.map((column) => {
    const raw = readPath(row, column.source);
    return toCell(column.format ? column.format(raw) : raw);
  });
}

const UNPARSE = { newline: '\r\n', escapeFormulae: false } as const;

/** The file's start: the UTF-8 BOM (so Excel reads Thai) and the header line, without a line end. */
export function csvHeader(columns: readonly CsvColumn[]): string {
  return `${BOM}${Papa.unparse([columns.map((column) => String(toCell(column.label)))], UNPARSE)}`;
}

/** One page of rows as CSV lines, each after a CRLF: appended to csvHeader() page after page. */
export function csvLines(rows: readonly Record<string, unknown>[], columns: readonly CsvColumn[]): string {
  if (rows.length === 0) return '';
  return `\r\n${Papa.unparse(
    rows.map((row) => rowCells(row, columns)),
    UNPARSE,
  )}`;
}

/** CSV text with a UTF-8 BOM (so Excel reads Thai) and CRLF line ends. */
export function buildCsv(rows: readonly Record<string, unknown>[], columns: readonly CsvColumn[]): string {
  return `${csvHeader(columns)}${csvLines(rows, columns)}`;
}
