/**
 * An operation page: not a record but a thing done once (adjust a transaction's status, a manual
 * adjustment, a QR credit fee). Form → preview (before/after) → confirmation naming every change →
 * result. Mounted at the declaration's route; see docs/adding-a-resource.md.
 */
import type { Action } from '../../contract/roleMenus.ts';
import type { ServiceName } from '../../config/types.ts';
import type { RecordCondition } from '../declarations/actions.ts';
import type { EndpointPath, HttpMethod } from '../declarations/basics.ts';

/** A call of the operation; `{field}` in the path is filled from the form. */
export interface OperationCall<S extends string = string> {
  method: HttpMethod;
  path: EndpointPath;
  /** Another service than the declaration's (e.g. the payment gateway). */
  service?: ServiceName;
  /** Form fields sent as the JSON body; default every field of the steps so far. */
  body?: S[];
}

export interface OperationDeclaration<S extends string = string> {
  /**
   * Optional first step: look the current record up (e.g. by transaction number). Its answer is the
   * "before" side of the preview and prefills `fields`; an empty or `false` answer is "not found".
   */
  inquiry?: OperationCall<S> & {
    /** Inputs of the look-up form. */
    fields: S[];
    /** Fields of the answer shown as the current record. */
    show: S[];
  };
  /** Inputs of the change itself. */
  fields: S[];
  /**
   * Rows of the preview and the confirmation: `source` is the new value (form); `before` names the
   * field of the looked-up record it replaces (default the same source; none without an inquiry).
   * Only rows whose value changes are shown; with none, nothing can be submitted.
   */
  changes: {
    source: S;
    before?: S;
    /** Shown only when the entered values meet it (the new status only when adjusting at all). */
    when?: RecordCondition;
  }[];
  /** Sent once after the confirmation, with one Idempotency-Key per operation (a retry reuses it). */
  submit: OperationCall<S>;
  /** Who may submit (the page itself needs `view`). Default `edit`. */
  permission?: Action;
  /** Answer fields shown as the changed record; an answer of `false` is always "not done". */
  result?: {
    show: S[];
    /** The answer's key holding the changed record (`transaction` of `{ transaction, adjustment }`). */
    from?: string;
  };
  /** i18n keys: the confirmation's question and the success message (defaults are generic). */
  messages?: { confirm?: string; done?: string };
}
