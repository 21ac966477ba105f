/**
 * Exports: CSV built in the browser from every page of a list and written page by page (Excel-safe: BOM
 * for Thai, formulae neutralised; dates as the screen shows them, money as numbers: docs/lists.md,
 * "Exports"), and server-made files downloaded as they are (docs/api-contract.md, "Exports").
 */
import { csvFileName } from './csvFileName.ts';
import { typedColumns } from './csvColumns.ts';
import { CSV_MIME_TYPE, openCsvSink, saveBlob, SLICE_BUDGET_MS, yieldToBrowser } from './csvStream.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  ListContext,
  useDataProvider,
  useLocaleState,
  useTranslate,
  type GetListParams,
  type RaRecord,
} from 'react-admin';
import type { FieldDeclaration, ResourceDefinition } from '../schema/types.ts';
import { withMasterColumns, type MasterEntriesLoader } from './csvMasterColumns.ts';
import { GENERIC_ERROR_MESSAGE, isAbortError } from './http.ts';
import {
  fetchMasterList,
  HttpClientContext,
  masterListQueryKey,
  useMasterListCatalog,
} from './masterLists.ts';
import type { PaymentAdminDataProvider } from './resourceDataProvider.ts';

import type { CsvCell, CsvColumn } from './csvText.ts';

export type { CsvCell, CsvColumn };

export { CSV_MIME_TYPE, csvFileName, saveBlob };

/** Fields a CSV carries: those shown in the list, never secrets or nested lists. */
export function csvFields(def: Pick<ResourceDefinition, 'fields'>): FieldDeclaration[] {
  return def.fields.filter((field) => {
    if (field.type === 'secret' || field.type === 'embeddedList' || field.type === 'permissionMatrix')
      return false;
    // A master field's `list` names its dropdown list; its column flag is `listColumn`.
    return field.type === 'master' ? field.listColumn !== false : field.list !== false;
  });
}

export interface ExportProgress {
  done: number;
  total: number;
}

export interface ExportState {
  progress: ExportProgress | null;
  exporting: boolean;
  /** Translated message of the last failure; null after success or cancel. */
  error: string | null;
}

export interface ExportControls extends ExportState {
  start(filter?: Record<string, unknown>, sort?: GetListParams['sort']): Promise<void>;
  cancel(): void;
}

const IDLE: ExportState = { progress: null, exporting: false, error: null };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
}

/** Shared state machine: one run at a time, cancellable, aborted on unmount. */
function useExportRunner(
  run: (
    signal: AbortSignal,
    filter: Record<string, unknown>,
    sort: GetListParams['sort'],
    report: (progress: ExportProgress) => void,
  ) => Promise<void>,
  initialProgress: ExportProgress | null,
): ExportControls {
  const translate = useTranslate();
  const [state, setState] = useState<ExportState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  // Unmounted: the run under way stops and is forgotten, so that a part mounted again (React's
  // StrictMode mounts every part twice in development) can start its own.
  useEffect(
    () => () => {
      controllerRef.current?.abort();
      controllerRef.current = null;
      setState(IDLE);
    },
    [],
  );

  const start = useCallback(
    async (filter: Record<string, unknown> = {}, sort?: GetListParams['sort']) => {
      // A second click while a run is going must not start a second download.
      if (controllerRef.current) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      setState({ progress: initialProgress, exporting: true, error: null });
      try {
        await run(controller.signal, filter, sort, (progress) => {
          if (!controller.signal.aborted) setState((current) => ({ ...current, progress }));
        });
        if (!controller.signal.aborted) setState(IDLE);
      } catch (error) {
        // After cancel() the state is already idle, and a newer run may own it.
        if (controller.signal.aborted || isAbortError(error)) return;
        const message = messageOf(error);
        setState({ ...IDLE, error: translate(message, { _: message }) });
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [run, initialProgress, translate],
  );

  const cancel = useCallback(() => {
    controllerRef.current?.abort(new DOMException('Export cancelled', 'AbortError'));
    controllerRef.current = null;
    setState(IDLE);
  }, []);

  return { ...state, start, cancel };
}

const NO_PROGRESS_YET: ExportProgress = { done: 0, total: 0 };

/** A master list's entries for an export: the cached ones the screen read, else one call (then cached). */
function useMasterEntriesLoader(): MasterEntriesLoader {
  const queryClient = useQueryClient();
  const http = useContext(HttpClientContext);
  const catalog = useMasterListCatalog();
  return useCallback(
    (list, parent) => {
      if (!http) return Promise.resolve([]);
      return queryClient.fetchQuery({
        queryKey: masterListQueryKey(list, parent),
        queryFn: ({ signal }) => fetchMasterList(http, catalog, list, parent, signal),
        staleTime: Infinity,
      });
    },
    [queryClient, http, catalog],
  );
}

/** Rows written at a time when the rows are given rather than read page by page. */
const RECORD_SLICE = 500;
const STREAM_PAGE_SIZE = 1000;
/** Rows turned into CSV text between two looks at the clock (SLICE_BUDGET_MS). */
const TEXT_ROWS = 50;

export interface CsvExportOptions {
  /** Export these rows (e.g. the ones selected) instead of reading every page of the list. */
  records?: readonly RaRecord[];
}

/**
 * CSV of every row matching the list's filter (or of `options.records`), with the list's translated
 * column headers; a master field's column has the name in the current language (csvMasterColumns.ts),
 * a date its screen text and an ISO column, money two decimals (csvColumns.ts). The rows are written
 * page by page as they come (csvStream.ts), with a pause for the browser between pages.
 */
export function useCsvExport(def: ResourceDefinition, options: CsvExportOptions = {}): ExportControls {
  const { records } = options;
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const translate = useTranslate();
  const [locale = 'th'] = useLocaleState();
  const loadMaster = useMasterEntriesLoader();

  const columns = useMemo<CsvColumn[]>(
    () =>
      csvFields(def)
        .map((field) => {
          const key = field.label ?? `resources.${def.name}.fields.${field.source}`;
          const column: CsvColumn = { source: field.source, label: translate(key, { _: field.source }) };
          if (field.type === 'active') {
            column.format = (value) =>
              typeof value === 'boolean' ? translate(value ? 'ra.boolean.true' : 'ra.boolean.false') : '';
          } else if (field.type === 'yesNo') {
            column.format = (value) =>
              value === true || value === 'true'
                ? translate('pa.engine.yesNo.yes')
                : value === false || value === 'false'
                  ? translate('pa.engine.yesNo.no')
                  : '';
          } else if (field.type === 'choice') {
            const choices = field.choices;
            column.format = (value) => {
              const choice = choices.find((candidate) => candidate.id === value);
              return choice ? translate(choice.name, { _: choice.name }) : (value as CsvCell);
            };
          }
          return typedColumns(column, field, {
            locale,
            isoLabel: (label) => translate('pa.engine.export.iso', { label }),
          });
        })
        .flat(),
    [def, translate, locale],
  );

  const run = useCallback(
    async (
      signal: AbortSignal,
      filter: Record<string, unknown>,
      sort: GetListParams['sort'],
      report: (progress: ExportProgress) => void,
    ) => {
      // The file (and the CSV writer's code) is made ready while the first page is fetched.
      const ready = Promise.all([
        openCsvSink(csvFileName(def.path, new Date(), locale, filter), saveBlob),
        import('./csvText.ts'),
      ]);
      const masterText = {
        locale,
        codeLabel: (label: string) => translate('pa.engine.export.code', { label }),
      };
      let header = false;
      const writePage = async (rows: readonly RaRecord[]) => {
        const [sink, { csvHeader, csvLines }] = await ready;
        if (signal.aborted) throw signal.reason;
        const named = await withMasterColumns(columns, def.fields, rows, loadMaster, masterText);
        // A page is turned into text a slice at a time, the browser's turn whenever a slice's time is
        // up, and written as one piece: each write is a Blob (or a file write), whose cost is per call.
        const text: string[] = header ? [] : [csvHeader(named)];
        header = true;
        let sliceStart = performance.now();
        for (let from = 0; from < rows.length; from += TEXT_ROWS) {
          text.push(csvLines(rows.slice(from, from + TEXT_ROWS), named));
          if (performance.now() - sliceStart >= SLICE_BUDGET_MS) {
            await yieldToBrowser();
            if (signal.aborted) throw signal.reason;
            sliceStart = performance.now();
          }
        }
        await sink.write(text.join(''));
      };
      try {
        const rest =
          records ??
          (await dataProvider.fetchAllPages(def.name, {
            filter,
            sort,
            signal,
            // The largest page the services answer (docs/api-contract.md): half the calls of the default.
            pageSize: STREAM_PAGE_SIZE,
            onPage: writePage,
            onProgress: (done, total) => report({ done, total }),
          }));
        // Rows answered at once (given rows, or a provider without pages) are written in slices too.
        for (let start = 0; start < rest.length; start += RECORD_SLICE) {
          await writePage(rest.slice(start, start + RECORD_SLICE));
          report({ done: Math.min(start + RECORD_SLICE, rest.length), total: rest.length });
        }
        if (!header) await writePage([]);
        if (signal.aborted) throw signal.reason;
        await (await ready)[0].close();
      } catch (error) {
        await ready.then(([sink]) => sink.abort()).catch(() => undefined);
        throw error;
      }
    },
    [dataProvider, def, columns, loadMaster, locale, translate, records],
  );

  return useExportRunner(run, NO_PROGRESS_YET);
}

/** A file the server builds (zip / xlsx); the server's error text is kept as the export error. */
export function useServerDownload(def: ResourceDefinition, exportName?: string): ExportControls {
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  // A POST export sends the number of rows the list counts.
  const total = useContext(ListContext)?.total;

  const run = useCallback(
    async (signal: AbortSignal, filter: Record<string, unknown>, sort: GetListParams['sort']) => {
      const { blob, fileName } = await dataProvider.download(def.name, {
        filter,
        sort,
        signal,
        exportName,
        total,
      });
      saveBlob(blob, fileName);
    },
    [dataProvider, def, exportName, total],
  );

  return useExportRunner(run, null);
}
