/** Several exports on one list, each a client CSV or a server file with its own permission. */
import type { Action } from '../../contract/roleMenus.ts';
import type { EndpointPath } from './basics.ts';

/** A list's export: a CSV the console writes, or a file the service makes. */
export type ExportDeclaration =
  | {
      /**
       * A CSV of every filtered row of the list, built in the browser (Excel opens its Thai text).
       * @example
       * export: { mode: 'csv' },
       */
      mode: 'csv';
      /**
       * Also "export selected" on the rows selected in the list: the same CSV of those rows only
       * (docs/lists.md, "Bulk actions").
       * @example
       * export: { mode: 'csv', bulk: true },
       */
      bulk?: boolean;
    }
  | {
      /**
       * A file the service makes from the list's filters, downloaded as `<prefix><timestamp>.<extension>`.
       * @example
       * export: { mode: 'server', path: 'mdr/export', fileNamePrefix: 'MDR_', extension: 'xlsx' },
       * @example
       * export: {
       *   mode: 'server',
       *   path: 'report/transaction/GetTransactionByPaymentAdminTransferExcel',
       *   fileNamePrefix: 'TransferReturn_',
       *   extension: 'zip',
       *   method: 'POST',
       * },
       */
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
