/**
 * The declaration's building blocks, which src/schema/types.ts and every capability beside this file
 * use: a call's method and path, and the fields. Imports nothing of src/schema, so the declaration
 * types form no import loop (docs/architecture.md).
 */
import type { Action } from '../../contract/roleMenus.ts';
import type { FileFieldOptions } from '../fields/fileTypes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A path relative to the service base URL; `{id}` (and `{field}` of the record) are substituted. */
export type EndpointPath = string;

/** A master dropdown list's name (resources/catalog/masterLists.ts). */
export type MasterListName = string;

/** A status vocabulary's name (resources/catalog/statuses.ts; each status has a chip colour). */
export type StatusVocabulary = string;

export interface ChoiceOption {
  id: string | number | boolean;
  /** i18n key or literal text. */
  name: string;
}

interface FieldBase<S extends string> {
  source: S;
  /** i18n key; defaults to `resources.<resource>.fields.<source>`. */
  label?: string;
  required?: boolean;
  /** Where the field appears. Defaults: list, show and form all true. */
  list?: boolean;
  show?: boolean;
  form?: boolean | 'create' | 'edit';
  /** Shown in forms but not editable. */
  readOnly?: boolean;
  sortable?: boolean;
  /** Helper text key shown under the input. */
  helper?: string;
}

export type FieldDeclaration<S extends string = string> =
  | (FieldBase<S> & {
      type: 'text';
      minLength?: number;
      maxLength?: number;
      pattern?: { regex: string; message: string };
    })
  | (FieldBase<S> & { type: 'longText'; maxLength?: number })
  | (FieldBase<S> & {
      type: 'email';
      /**
       * Checked while typing against the service (`{value}` = the typed address): the answer's
       * `isUsed: true` shows `message` next to the field. The record's own saved address passes.
       */
      unique?: { path: EndpointPath; message: string };
    })
  | (FieldBase<S> & { type: 'phone' })
  | (FieldBase<S> & { type: 'url'; schemes?: string[] })
  | (FieldBase<S> & { type: 'number'; min?: number; max?: number; integer?: boolean })
  | (FieldBase<S> & { type: 'money'; min?: number; max?: number })
  | (FieldBase<S> & { type: 'percent'; min?: number; max?: number })
  | (FieldBase<S> & { type: 'date' })
  | (FieldBase<S> & { type: 'dateTime' })
  /** A date or range the service sends as text (`dd/MM/yyyy HH:mm - …`); Thai shows BE years. */
  | (FieldBase<S> & { type: 'dateText' })
  | (FieldBase<S> & { type: 'active' })
  /**
   * A yes/no answer (a boolean): shown as Yes / No (ใช่ / ไม่ใช่), entered with a Yes / No select that
   * may stay empty unless `required` (No is an answer). Unlike `active`, it is no switch of the record.
   */
  | (FieldBase<S> & { type: 'yesNo' })
  | (FieldBase<S> & { type: 'choice'; choices: ChoiceOption[] })
  /**
   * The name of one of the console's screens (`<area>/<path>`, e.g. an audit event's `resource`): shown
   * as that screen's name (its menu's, or its own). Never typed in a form: a form shows it read-only.
   */
  | (FieldBase<S> & { type: 'screen' })
  /**
   * What was done to a record of the screen named by the field `screen` (an audit event's `action`):
   * create, edit, delete, toggle, or the name of an action that screen declares; shown in words (the
   * History's, or the declared action's label). Never typed in a form: a form shows it read-only.
   */
  | (FieldBase<S> & { type: 'recordAction'; screen: S })
  /**
   * `list` names the master list here (as in FilterDeclaration), which clashed with FieldBase's
   * boolean `list` and made every master field `never`; its list-column flag is `listColumn`.
   */
  | (Omit<FieldBase<S>, 'list'> & {
      type: 'master';
      list: MasterListName;
      /** Source of the field whose value this list depends on (province → district). */
      dependsOn?: string;
      /** Shown as a list column (what `list` means for the other types). Default true. */
      listColumn?: boolean;
      /** Several values of the list (an array), e.g. a store's services. */
      multiple?: boolean;
    })
  | (FieldBase<S> & { type: 'reference'; reference: string; optionText: string })
  | (FieldBase<S> & { type: 'status'; vocabulary: StatusVocabulary })
  | (FieldBase<S> & { type: 'secret' })
  | (FieldBase<S> & FileFieldOptions & { type: 'file' })
  | (FieldBase<S> & { type: 'thaiId' })
  | (FieldBase<S> & { type: 'bankAccount'; bankSource?: string })
  /**
   * A role's menus against the actions of the role model (`[{ menuName, actions }]`): every menu of the
   * service's menu-list call is a row; a role with no menu at all cannot be saved.
   */
  | (FieldBase<S> & { type: 'permissionMatrix'; menuList: EndpointPath })
  | (FieldBase<S> & {
      type: 'embeddedList';
      fields: FieldDeclaration[];
      /** Field identifying a sub-record; substituted as `{item}` in the toggle path. */
      itemKey?: string;
      /** Toggle of one sub-record's active flag (e.g. a bank's payment channel). */
      toggle?: { method: HttpMethod; path: EndpointPath; permission: Action };
      /**
       * Keys of one sub-record (API key, secret) that are never in the record: read from their own call
       * (`{id}` the record, `{item}` the item key) when a user with `edit` asks, shown for 30 s, copyable.
       */
      secrets?: { path: EndpointPath; fields: string[] };
    });

export type FieldType = FieldDeclaration['type'];
