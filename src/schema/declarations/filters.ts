/**
 * The filters above a list. Each is sent as a query parameter named by its `source` and kept in the
 * list's URL, so a filtered list can be shared by its address. `alwaysOn` shows it without the "add
 * filter" button. Each kind's `type` is documented with an example: hover `type` in a declaration.
 */
import type { ChoiceOption, MasterListName, StatusVocabulary } from './primitives.ts';

interface FilterBase {
  source: string;
  /** i18n key; defaults to `resources.<resource>.fields.<source>`. */
  label?: string;
  alwaysOn?: boolean;
}

export interface SearchFilter extends FilterBase {
  /**
   * The free-text search box (`q`): the service matches it against names, ids and the like. Always
   * shown. The top bar's look-up sends names here too (`lookup.text`).
   * @example
   * { source: 'q', type: 'search', alwaysOn: true }
   */
  type: 'search';
}

export interface TextFilter extends FilterBase {
  /**
   * A typed value for one field (a store id, an actor's name), sent as typed.
   * @example
   * { source: 'storeId', type: 'text', alwaysOn: true }
   */
  type: 'text';
}

export interface ChoiceFilter extends FilterBase {
  /**
   * One of a few fixed options written in the declaration (a run status, a month).
   * @example
   * {
   *   source: 'status',
   *   type: 'choice',
   *   choices: [
   *     { id: 'success', name: 'resources.management/reconcile.messages.statusSuccess' },
   *     { id: 'failed', name: 'resources.management/reconcile.messages.statusFailed' },
   *   ],
   * }
   */
  type: 'choice';
  choices: ChoiceOption[];
}

export interface ScreenFilter extends FilterBase {
  /**
   * One of the console's screens, offered by name (the field type `screen`); the audit log filters
   * its events by screen.
   * @example
   * { source: 'resource', type: 'screen', alwaysOn: true }
   */
  type: 'screen';
}

export interface RecordActionFilter extends FilterBase {
  /**
   * What was done to a record (the field type `recordAction`): create, edit, delete, toggle, and the
   * actions declared by the screen chosen in the filter `screen`.
   * @example
   * { source: 'resource', type: 'screen', alwaysOn: true },
   * { source: 'action', type: 'recordAction', screen: 'resource', alwaysOn: true },
   */
  type: 'recordAction';
  screen: string;
}

export interface MasterFilter extends FilterBase {
  /**
   * A value of a master dropdown list (a bank, a store category), picked by its name.
   * @example
   * { source: 'bankIssuer', type: 'master', list: 'bank', alwaysOn: true }
   */
  type: 'master';
  list: MasterListName;
}

export interface StatusFilter extends FilterBase {
  /**
   * One status of a vocabulary, picked by its label (the same labels as the status chips).
   * @example
   * { source: 'status', type: 'status', vocabulary: 'qrTransaction', alwaysOn: true }
   */
  type: 'status';
  vocabulary: StatusVocabulary;
}

export interface ActiveFilter extends FilterBase {
  /**
   * Active / inactive records (the field type `active`): sends `true` or `false`, or nothing for both.
   * @example
   * { source: 'isActive', type: 'active' }
   */
  type: 'active';
}

export interface YesNoFilter extends FilterBase {
  /**
   * Yes / No (a boolean field): sends `true` or `false`.
   * @example
   * { source: 'banksClosed', type: 'yesNo' }
   */
  type: 'yesNo';
}

export interface DateRangeFilter extends FilterBase {
  /**
   * StartDate/EndDate pair, always shown; sent as the service's list call takes them (its date rule,
   * src/contract/dateRules.ts: `yyyy-MM-dd` both inclusive, or `dd-MM-yyyy` with the day after the
   * last one chosen), never declared, and matched on the mock's `dateField`.
   * @example
   * filters: [{ source: 'dateRange', type: 'dateRange', alwaysOn: true }],
   */
  type: 'dateRange';
  source: 'dateRange';
}

/** One filter of a list: its `type` picks the kind (hover `type` for what each does). */
export type FilterDeclaration =
  | SearchFilter
  | TextFilter
  | ChoiceFilter
  | ScreenFilter
  | RecordActionFilter
  | MasterFilter
  | StatusFilter
  | ActiveFilter
  | YesNoFilter
  | DateRangeFilter;
