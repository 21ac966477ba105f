/**
 * A declared action (a call from a row, the page or a selection) and what it can carry beyond a bare
 * call: its own input form, a condition on the record, another service, and how its answer is shown.
 * See docs/adding-a-resource.md ("Cases the generator already knows").
 */
import type { ServiceName } from '../../config/types.ts';
import type { Action } from '../../contract/roleMenus.ts';
import type { EndpointPath, FieldDeclaration, HttpMethod } from './basics.ts';

export type ConditionValue = string | number | boolean | null;

/** A condition on the record: `{ field: 'status', in: ['Pending'] }` or `{ field, notIn: [...] }`. */
export type RecordCondition =
  { field: string; in: readonly ConditionValue[] } | { field: string; notIn: readonly ConditionValue[] };

export interface ActionExtras {
  /**
   * Inputs of the action's dialog (a status choice, an employee, a remark), with the same inputs and
   * validation as forms. Their values are the request body; path placeholders may name them too.
   * @example
   * fields: [
   *   { source: 'status', type: 'status', vocabulary: 'storeRegister', required: true },
   *   { source: 'remark', type: 'longText', maxLength: 500 },
   * ],
   */
  fields?: FieldDeclaration[];
  /**
   * The button shows only for records where this holds (row actions); a bulk action lets only such
   * rows be selected.
   * @example
   * when: { field: 'status', notIn: ['passed', 'failed'] },
   */
  when?: RecordCondition;
  /** Another service than the resource's own (e.g. `payment`). */
  service?: ServiceName;
  /**
   * How the answer is shown: `record` (default) reloads the record or list; `message` also shows the
   * answer's `message` text in the success notice.
   */
  answer?: 'record' | 'message';
  /**
   * Bulk actions: the confirmation lists the selected rows with these fields and, with `total`, the
   * exact sum of that money field. With `when`, only rows meeting it can be selected.
   * @example
   * summary: { fields: ['id', 'storeName', 'payeeName', 'amount'], total: 'amount' },
   */
  summary?: { fields: string[]; total?: string };
  /**
   * Bulk, row by row (docs/lists.md, "Bulk actions"): the action may also be run on the rows selected
   * in the list, one call per row (its path names `{id}`), each with its own Idempotency-Key and its
   * row's If-Match, three at a time, with a progress bar, a result per row and "retry the failed
   * ones"; a refused row never stops the others. For an action without `fields` (no input per row).
   * With `when`, only rows meeting it are sent; the confirmation names the count, and for `money`
   * actions the total of `summary.total` (else of the first money field).
   * @example
   * // approve the selected user requests, each one a call of its own
   * {
   *   name: 'approveRequest',
   *   label: `${R}.messages.approveRequest`,
   *   permission: 'edit',
   *   scope: 'bulk',
   *   bulk: true,
   *   method: 'POST',
   *   path: 'user_request/{id}',
   *   body: { status: 'fully approved' },
   *   when: { field: 'status', in: ['waiting approve', 'partly approved'] },
   * }
   */
  bulk?: boolean;
  /**
   * The body of an action without `fields` (default `{}`), e.g. the decision it sends.
   * @example
   * body: { status: 'fully approved' },
   */
  body?: Record<string, unknown>;
}

/** A call the user can make from a row, the page, or a bulk selection. */
export interface ResourceActionDeclaration extends ActionExtras {
  name: string;
  /** i18n key of the button. */
  label: string;
  permission: Action;
  /**
   * Where the button is. `row`: on each list row and the record's view page, for that record (`{id}`
   * in the path). `page`: above the list, once. `bulk`: on the rows the user selects, sent in one call
   * with `{ ids }` (or one call per row when the path names `{id}`).
   * @example
   * // row: on a store's bank account
   * {
   *   name: 'makeMain',
   *   label: `${T}.makeMain`,
   *   confirm: `${T}.makeMainConfirm`,
   *   permission: 'edit',
   *   scope: 'row',
   *   method: 'PUT',
   *   path: 'bank_account/{id}/main',
   *   when: { field: 'isMain', notIn: [true] },
   * }
   * @example
   * // page: above the bank list
   * {
   *   name: 'syncBanks',
   *   label: `${T}.syncBanks`,
   *   confirm: `${T}.syncBanksConfirm`,
   *   permission: 'edit',
   *   scope: 'page',
   *   method: 'POST',
   *   path: 'bank/sync',
   * }
   * @example
   * // bulk: approve the selected transfer returns
   * {
   *   name: 'approve',
   *   label: `${T}.approve`,
   *   confirm: `${T}.approveConfirm`,
   *   permission: 'approve',
   *   scope: 'bulk',
   *   method: 'POST',
   *   path: 'report/funding/approve_transaction',
   *   money: true,
   *   when: { field: 'status', in: ['Account approve'] },
   *   summary: { fields: ['id', 'storeName', 'amount'], total: 'amount' },
   * }
   */
  scope: 'row' | 'page' | 'bulk';
  method: HttpMethod;
  path: EndpointPath;
  /** Confirmation dialog text key; state-changing actions always confirm. */
  confirm?: string;
  /** Money moves: pessimistic, double-submit proof, sent with an Idempotency-Key. */
  money?: boolean;
}

/** Whether a record meets an action's `when` (no condition, or no record to judge: shown). */
export function meetsCondition(condition: RecordCondition | undefined, record: unknown): boolean {
  if (!condition) return true;
  if (typeof record !== 'object' || record === null) return false;
  const value = (record as Record<string, unknown>)[condition.field] ?? null;
  const listed = (values: readonly ConditionValue[]) => values.some((candidate) => candidate === value);
  return 'in' in condition ? listed(condition.in) : !listed(condition.notIn);
}
