/** Several exports on one list, each a client CSV or a server file with its own permission. */
import type { Action } from '../../contract/roleMenus.ts';
import type { EndpointPath } from './basics.ts';

/** A list's export: a CSV the console writes, or a file the service makes. */
export type ExportDeclaration =
  | { mode: 'csv' }
  | {
      mode: 'server';
      path: EndpointPath;
      /** File name prefix; the timestamp yyyyMMdd_HHmmss and the extension follow. */
      fileNamePrefix: string;
      extension: 'zip' | 'xlsx' | 'csv';
      timeoutMs?: number;
      /**
       * `POST` sends `{ size, timestamp }` (the rows the list counts, the file's yyyyMMdd_HHmmss) with
       * the filters still in the query string; default `GET`.
       */
      method?: 'GET' | 'POST';
    };

export type NamedExportDeclaration = ExportDeclaration & {
  /** Identifies the export (download calls, tests). */
  name: string;
  /** i18n key of its button. */
  label: string;
  /** Default `export`. */
  permission?: Action;
};
