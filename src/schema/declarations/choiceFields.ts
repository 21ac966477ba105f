/**
 * Field kinds whose value is picked from a list: fixed choices, a master list, a status vocabulary,
 * another screen's records, and the console's own screens and record actions (the audit log).
 */
import type { ChoiceOption, MasterListName, StatusVocabulary } from './primitives.ts';

export interface ChoiceKind {
  /**
   * One of a few fixed options written in the declaration (a select in forms, the option's name in
   * views). Options may be strings, numbers or booleans; names are i18n keys or text.
   * @example
   * {
   *   source: 'isMain',
   *   type: 'choice',
   *   required: true,
   *   choices: [
   *     { id: true, name: `${T}.main` },
   *     { id: false, name: `${T}.notMain` },
   *   ],
   * }
   */
  type: 'choice';
  choices: ChoiceOption[];
}

/**
 * `list` names the master list here (as in FilterDeclaration), which clashed with FieldBase's
 * boolean `list` and made every master field `never`; its list-column flag is `listColumn`.
 */
export interface MasterKind {
  /**
   * A value of a master dropdown list the services serve (banks, provinces, store categories), named
   * by `list` (resources/catalog/masterLists.ts). The record keeps the code; people see, search, sort
   * and export the name in their language (Thai, or English where the list has it), and the look-up
   * finds the record by it. `dependsOn` narrows it by another field (province → district); `multiple`
   * keeps an array.
   * @example
   * { source: 'bankCode', type: 'master', list: 'bank', required: true, listColumn: false },
   * { source: 'service', type: 'master', list: 'service', multiple: true, listColumn: false },
   * {
   *   source: 'addressDetail.districtCode',
   *   type: 'master',
   *   list: 'district',
   *   dependsOn: 'addressDetail.provinceCode',
   * },
   */
  type: 'master';
  list: MasterListName;
  /** Source of the field whose value this list depends on (province → district). */
  dependsOn?: string;
  /** Shown as a list column (what `list` means for the other types). Default true. */
  listColumn?: boolean;
  /** Several values of the list (an array), e.g. a store's services. */
  multiple?: boolean;
  /**
   * The CSV export carries the code in a column of its own beside the name (`Bank`, `Bank (code)`),
   * for values staff key elsewhere. Without it the CSV has the name only.
   * @example
   * { source: 'bankCode', type: 'master', list: 'bank', exportCode: true }
   */
  exportCode?: boolean;
}

export interface StatusKind {
  /**
   * A workflow status shown as a coloured chip. The `vocabulary` (resources/catalog/statuses.ts) lists
   * its values, labels and colours; in a form it is a select of those values.
   * @example
   * { source: 'status', type: 'status', vocabulary: 'storeRegister', form: false }
   */
  type: 'status';
  vocabulary: StatusVocabulary;
}

export interface ReferenceKind {
  /**
   * The id of a record of another screen (`reference`, its resource name), picked in an autocomplete
   * that shows each record's `optionText` field. Used for inputs such as assigning a sales employee.
   * @example
   * {
   *   source: 'userId',
   *   type: 'reference',
   *   reference: 'management/users',
   *   optionText: 'email',
   *   required: true,
   * }
   */
  type: 'reference';
  reference: string;
  optionText: string;
}

export interface ScreenKind {
  /**
   * The name of one of the console's screens (`<area>/<path>`, e.g. an audit event's `resource`): shown
   * as that screen's name (its menu's, or its own). Never typed in a form: a form shows it read-only.
   * @example
   * { source: 'resource', type: 'screen' }
   */
  type: 'screen';
}

export interface RecordActionKind<S extends string> {
  /**
   * What was done to a record of the screen named by the field `screen` (an audit event's `action`):
   * create, edit, delete, toggle, or the name of an action that screen declares; shown in words (the
   * History's, or the declared action's label). Never typed in a form: a form shows it read-only.
   * @example
   * { source: 'action', type: 'recordAction', screen: 'resource' },
   * { source: 'resource', type: 'screen' },
   */
  type: 'recordAction';
  screen: S;
}
