/** Several exports on one list, each a client CSV or a server file with its own permission. */
import type { Action } from '../../auth/menus.ts';
import type { ExportDeclaration } from '../types.ts';

export type NamedExportDeclaration = ExportDeclaration & {
  /** Identifies the export (download calls, tests). */
  name: string;
  /** i18n key of its button. */
  label: string;
  /** Default `export`. */
  permission?: Action;
};
