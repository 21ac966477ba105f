/**
 * What an action can carry beyond a bare call: its own input form, a condition on the record, another
 * service, and how its answer is shown. See docs/adding-a-resource.md ("Cases the generator already knows").
 */
import type { ServiceName } from '../../config/types.ts';
import type { FieldDeclaration } from './basics.ts';

export type ConditionValue = string | number | boolean | null;

/** A condition on the record: `{ field: 'status', in: ['Pending'] }` or `{ field, notIn: [...] }`. */
export type RecordCondition =
  { field: string; in: readonly ConditionValue[] } | { field: string; notIn: readonly ConditionValue[] };

export interface ActionExtras {
  /**
   * Inputs of the action's dialog (a status choice, an employee, a remark), with the same inputs and
   * validation as forms. Their values are the request body; path placeholders may name them too.
   */
  fields?: FieldDeclaration[];
  /** The button shows only for records where this holds (row actions). */
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
   */
  summary?: { fields: string[]; total?: string };
}

/** Whether a record meets an action's `when` (no condition, or no record to judge: shown). */
export function meetsCondition(condition: RecordCondition | undefined, record: unknown): boolean {
  if (!condition) return true;
  if (typeof record !== 'object' || record === null) return false;
  const value = (record as Record<string, unknown>)[condition.field] ?? null;
  const listed = (values: readonly ConditionValue[]) => values.some((candidate) => candidate === value);
  return 'in' in condition ? listed(condition.in) : !listed(condition.notIn);
}
