/**
 * The reconcile calls of the reporting service (docs/api-contract.md, "reporting") and the upload of a
 * statement file, as the wizard and the run detail make them. Answers are checked before use: a field
 * the screen relies on that is missing or of the wrong type makes the call fail as a malformed answer.
 */
import { malformedResponse, type HttpClient, type Uploader } from '../../../src/data/index.ts';
import { HttpError } from 'react-admin';
import { requestCall } from '../../catalog/pageCalls.ts';
import { RECONCILE_CALLS } from './calls.ts';

export type ReconcileResult = 'matched' | 'unmatched' | 'alreadyApproved';
export const RECONCILE_RESULTS: readonly ReconcileResult[] = ['matched', 'unmatched', 'alreadyApproved'];

export interface ReconcileItem {
  line: number;
  reference: string;
  date: string;
  time: string;
  amount: number;
  result: ReconcileResult;
  reason: string | null;
  transactionStatus: string | null;
  transactionAmount: number | null;
}

export interface ReconcileCheck {
  total: number;
  matched: number;
  unmatched: number;
  alreadyApproved: number;
  malformedLines: number;
  totalAmount: number;
  items: ReconcileItem[];
  itemsTruncated: boolean;
}

export interface ReconcileValidation {
  valid: boolean;
  bank: string | null;
  rowCount: number | null;
}

export interface ReconcileRun {
  id: string;
  bankIssuer: string;
  bankName: string;
  filename: string;
  processDate: string;
  totalTransactions: number;
  matchedTransactions: number;
  unmatchedTransactions: number;
  alreadyApprovedTransactions: number | null;
  malformedLines: number | null;
  totalAmount: number | null;
  status: string;
  processedBy: string | null;
}

export interface ReconcileRunDetail extends ReconcileRun {
  items: ReconcileItem[];
}

/** Uploads one file; `onProgress` gets bytes sent so far. Resolves with where the file now lives. */
export type UploadStatement = (
  file: File,
  opts: { onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal },
) => Promise<{ fileUrl: string }>;

type Json = Record<string, unknown>;

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function object(value: unknown): Json {
  if (!isJson(value)) throw malformedResponse(value);
  return value;
}

function num(body: Json, key: string): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw malformedResponse(body);
  return value;
}

function optNum(body: Json, key: string): number | null {
  const value = body[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function str(body: Json, key: string): string {
  const value = body[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw malformedResponse(body);
}

function optStr(body: Json, key: string): string | null {
  const value = body[key];
  return typeof value === 'string' ? value : null;
}

function toItem(raw: unknown): ReconcileItem {
  const body = object(raw);
  const result = body.result;
  if (result !== 'matched' && result !== 'unmatched' && result !== 'alreadyApproved') {
    throw malformedResponse(body);
  }
  return {
    line: num(body, 'line'),
    reference: str(body, 'reference'),
    date: str(body, 'date'),
    time: optStr(body, 'time') ?? '',
    amount: num(body, 'amount'),
    result,
    reason: optStr(body, 'reason'),
    transactionStatus: optStr(body, 'transactionStatus'),
    transactionAmount: optNum(body, 'transactionAmount'),
  };
}

function toItems(value: unknown): ReconcileItem[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw malformedResponse(value);
  return value.map(toItem);
}

export function toRun(raw: unknown): ReconcileRun {
  const body = object(raw);
  return {
    id: str(body, 'id'),
    bankIssuer: str(body, 'bankIssuer'),
    bankName: optStr(body, 'bankName') ?? str(body, 'bankIssuer'),
    filename: str(body, 'filename'),
    processDate: str(body, 'processDate'),
    totalTransactions: num(body, 'totalTransactions'),
    matchedTransactions: num(body, 'matchedTransactions'),
    unmatchedTransactions: num(body, 'unmatchedTransactions'),
    alreadyApprovedTransactions: optNum(body, 'alreadyApprovedTransactions'),
    malformedLines: optNum(body, 'malformedLines'),
    totalAmount: optNum(body, 'totalAmount'),
    status: optStr(body, 'status') ?? '',
    processedBy: optStr(body, 'processedBy'),
  };
}

export function toCheck(raw: unknown): ReconcileCheck {
  const body = object(raw);
  return {
    total: num(body, 'total'),
    matched: num(body, 'matched'),
    unmatched: num(body, 'unmatched'),
    alreadyApproved: num(body, 'alreadyApproved'),
    malformedLines: optNum(body, 'malformedLines') ?? 0,
    totalAmount: optNum(body, 'totalAmount') ?? 0,
    items: toItems(body.items),
    itemsTruncated: body.itemsTruncated === true,
  };
}

export const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** The latest run of the same bank and file name, or null when there is none (404). */
export async function fetchLastRun(
  http: HttpClient,
  bankIssuer: string,
  filename: string,
  signal?: AbortSignal,
): Promise<ReconcileRun | null> {
  try {
    const answer = await requestCall(http, RECONCILE_CALLS.lastRun, {
      query: { bankIssuer, filename },
      signal,
    });
    return toRun(answer);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function validateFile(
  http: HttpClient,
  fileUrl: string,
  signal?: AbortSignal,
): Promise<ReconcileValidation> {
  const body = object(
    await requestCall(http, RECONCILE_CALLS.validateFile, {
      body: { fileUrl },
      signal,
    }),
  );
  return { valid: body.valid !== false, bank: optStr(body, 'bank'), rowCount: optNum(body, 'rowCount') };
}

export async function checkFile(http: HttpClient, fileUrl: string, signal?: AbortSignal) {
  return toCheck(
    await requestCall(http, RECONCILE_CALLS.checkFile, {
      body: { fileUrl },
      signal,
    }),
  );
}

export interface SaveRunRequest {
  fileUrl: string;
  bankIssuer: string;
  filename: string;
  idempotencyKey: string;
}

export async function saveRun(http: HttpClient, request: SaveRunRequest): Promise<ReconcileRun> {
  const { idempotencyKey, ...body } = request;
  return toRun(
    await requestCall(http, RECONCILE_CALLS.saveRun, {
      body,
      idempotencyKey,
    }),
  );
}

export async function fetchRun(http: HttpClient, id: string, signal?: AbortSignal) {
  const answer = object(await requestCall(http, RECONCILE_CALLS.run, { values: { id }, signal }));
  const run: ReconcileRunDetail = { ...toRun(answer), items: toItems(answer.items) };
  return run;
}

/**
 * Default upload through the console's HTTP client: multipart, field `file`. fetch reports no upload
 * progress, so the whole size is reported once the upload service has answered.
 */
export function httpClientUpload(http: HttpClient): UploadStatement {
  return async (file, { onProgress, signal }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = object(await http.request('upload', 'upload', { method: 'POST', body: form, signal }));
    const fileUrl = answer.fileUrl;
    if (typeof fileUrl !== 'string' || fileUrl === '') throw malformedResponse(answer);
    onProgress?.(file.size, file.size);
    return { fileUrl };
  };
}

/** The console's uploader (src/data/upload.ts: progress while the file goes up, cancel) as an UploadStatement. */
export function uploaderUpload(uploader: Uploader): UploadStatement {
  return async (file, { onProgress, signal }) => {
    const { fileUrl } = await uploader.upload(file, {
      signal,
      onProgress: onProgress
        ? (fraction) => onProgress(Math.round(fraction * file.size), file.size)
        : undefined,
    });
    return { fileUrl };
  };
}
