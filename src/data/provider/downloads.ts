/** Exports: the CSV walk through every page, and the server's own files with their names. */
import { fileStamp } from '../calendar.ts';
import type { GetListParams, RaRecord } from 'react-admin';
import type { ExportDeclaration, ResourceDefinition } from '../../schema/types.ts';
import { collectAllPages, walkPages, type FetchPage, type PageHandler } from '../pageWalk.ts';
import { toFilterQuery, toSortQuery, type ListPage } from '../paging.ts';
import type { ProviderContext } from './context.ts';

/** Spec §9: the QR transaction export may take five minutes; no server export is given less. */
export const SERVER_EXPORT_TIMEOUT_MS = 300_000;
export const EXPORT_PAGE_SIZE = 500;

export interface DownloadParams {
  filter?: Record<string, unknown>;
  sort?: GetListParams['sort'];
  signal?: AbortSignal;
  now?: Date;
  /** Which of `exports` (by name); without it, the declaration's `export`. */
  exportName?: string;
  /** Rows the list counts: the `size` of a POST export. */
  total?: number;
}

export interface DownloadResult {
  blob: Blob;
  fileName: string;
}

export interface FetchAllPagesParams {
  filter?: Record<string, unknown>;
  sort?: GetListParams['sort'];
  pageSize?: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /**
   * Each page's rows in order, as they come (a streamed export): the rows are then not kept and the
   * call answers an empty array.
   */
  onPage?: PageHandler;
}

/** File name from Content-Disposition, preferring the RFC 5987 UTF-8 form Thai names use. */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : undefined;
}

export function defaultExportFileName(prefix: string, extension: string, now: Date): string {
  return `${prefix}${fileStamp(now)}.${extension}`;
}

/** The export a download asks for: one of `exports` by name, else the single `export`. */
export function exportOf(def: ResourceDefinition, name?: string): ExportDeclaration | undefined {
  if (name !== undefined) return def.exports?.find((candidate) => candidate.name === name);
  return def.export;
}

export async function download(
  ctx: ProviderContext,
  def: ResourceDefinition,
  { filter, sort, signal, now = new Date(), exportName, total }: DownloadParams,
): Promise<DownloadResult> {
  const declared = exportOf(def, exportName);
  if (declared?.mode !== 'server') {
    throw new Error(
      `Resource "${def.name}" declares no server export${exportName ? ` "${exportName}"` : ''}`,
    );
  }
  const post = declared.method === 'POST';
  const response = await ctx.http.requestWithMeta<Blob>(def.service, declared.path, {
    method: post ? 'POST' : 'GET',
    body: post ? { ...(total && total > 0 ? { size: total } : {}), timestamp: fileStamp(now) } : undefined,
    query: { ...toFilterQuery(filter ?? {}, def), ...toSortQuery(sort, def) },
    responseType: 'blob',
    signal,
    timeoutMs: declared.timeoutMs ?? SERVER_EXPORT_TIMEOUT_MS,
  });
  const fileName =
    fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ??
    defaultExportFileName(declared.fileNamePrefix, declared.extension, now);
  return { blob: response.data, fileName };
}

export function fetchAllPages(
  listPage: (params: GetListParams) => Promise<ListPage>,
  params: FetchAllPagesParams,
): Promise<RaRecord[]> {
  const perPage = params.pageSize ?? EXPORT_PAGE_SIZE;
  const fetchPage: FetchPage = (page, signal) =>
    listPage({ pagination: { page, perPage }, sort: params.sort, filter: params.filter ?? {}, signal });
  const options = { signal: params.signal, onProgress: params.onProgress };
  if (params.onPage) return walkPages(fetchPage, params.onPage, options).then(() => []);
  return collectAllPages(fetchPage, options);
}
