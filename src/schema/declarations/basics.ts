/**
 * The declaration's building blocks, which src/schema/types.ts and every capability beside this file
 * use: a call's method and path, and the fields. Of src/schema it imports only the field kinds beside
 * it and the file field's options, so the declaration types form no import loop (docs/architecture.md).
 * Each field kind's `type` is documented with an example: hover `type` in a declaration.
 */
import type { Action } from '../../contract/roleMenus.ts';
import type { FileFieldOptions } from '../fields/fileTypes.ts';
import type {
  ChoiceKind,
  MasterKind,
  RecordActionKind,
  ReferenceKind,
  ScreenKind,
  StatusKind,
} from './choiceFields.ts';
import type { EndpointPath, HttpMethod } from './primitives.ts';
import type {
  BankAccountKind,
  EmailKind,
  LongTextKind,
  PhoneKind,
  SecretKind,
  TextKind,
  ThaiIdKind,
  UrlKind,
} from './textFields.ts';
import type {
  ActiveKind,
  DateKind,
  DateTextKind,
  DateTimeKind,
  MoneyKind,
  NumberKind,
  PercentKind,
  TimeKind,
  YesNoKind,
} from './valueFields.ts';

export type {
  ChoiceOption,
  EndpointPath,
  HttpMethod,
  MasterListName,
  StatusVocabulary,
} from './primitives.ts';

interface FieldBase<S extends string> {
  source: S;
  /** i18n key; defaults to `resources.<resource>.fields.<source>`. */
  label?: string;
  /**
   * The record cannot be saved without it. A required field is on the create form whatever `form`
   * says (a create without it would be refused, or worse, accepted), unless `setBy: 'service'`.
   */
  required?: boolean;
  /** Where the field appears. Defaults: list, show and form all true. */
  list?: boolean;
  show?: boolean;
  form?: boolean | 'create' | 'edit';
  /**
   * `'service'`: the service sets the value when the record is created (from other fields, or on its
   * own), so a required field with `form: 'edit'` or `form: false` stays off the create form and a
   * create need not send it.
   * @example
   * // typed whole on edit; on create the service joins the two name parts
   * { source: 'name', type: 'text', required: true, form: 'edit', setBy: 'service' }
   */
  setBy?: 'service';
  /** Shown in forms but not editable. */
  readOnly?: boolean;
  sortable?: boolean;
  /** Helper text key shown under the input. */
  helper?: string;
}

export interface FileKind extends FileFieldOptions {
  /**
   * A file the user uploads (a bank book scan, a company certificate): sent to the upload service with
   * a progress bar, and the answered `fileUrl` is the value. A wrong type or a larger file is refused
   * before anything is sent; views preview images and PDFs.
   * @example
   * { source: 'bankBookUrl', type: 'file', accept: 'image/*,application/pdf', maxSizeMb: 10, list: false }
   */
  type: 'file';
}

export interface PermissionMatrixKind {
  /**
   * A role's menus against the actions of the role model (`[{ menuName, actions }]`): every menu of the
   * service's menu-list call is a row; a role with no menu at all cannot be saved.
   * @example
   * { source: 'menus', type: 'permissionMatrix', menuList: 'role/menu', required: true }
   */
  type: 'permissionMatrix';
  menuList: EndpointPath;
}

export interface EmbeddedListKind {
  /**
   * Sub-records kept inside the record (a bank's payment channels, a biller's items): a table in views
   * and, unless `form: false`, rows to add and edit in the form. Each row may have its own switch
   * (`toggle`) and keys read on demand (`secrets`).
   * @example
   * {
   *   source: 'channels',
   *   type: 'embeddedList',
   *   list: false,
   *   form: false,
   *   itemKey: 'channel',
   *   fields: [
   *     { source: 'channel', type: 'text' },
   *     { source: 'mdrRate', type: 'percent' },
   *     { source: 'isActive', type: 'active' },
   *   ],
   *   toggle: { method: 'PUT', path: 'bank/{id}/paymentChannel/{item}/toggle_active', permission: 'edit' },
   * }
   */
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
}

/**
 * One field of a declaration: what every field accepts, and its kind's options picked by `type`.
 * Each member is an intersection (not an interface extending FieldBase) so that `declare` still infers
 * the field sources from a list mixing literals and fields built by a helper.
 */
export type FieldDeclaration<S extends string = string> =
  | (FieldBase<S> & TextKind)
  | (FieldBase<S> & LongTextKind)
  | (FieldBase<S> & EmailKind)
  | (FieldBase<S> & PhoneKind)
  | (FieldBase<S> & UrlKind)
  | (FieldBase<S> & NumberKind)
  | (FieldBase<S> & MoneyKind)
  | (FieldBase<S> & PercentKind)
  | (FieldBase<S> & DateKind)
  | (FieldBase<S> & DateTimeKind)
  | (FieldBase<S> & TimeKind)
  | (FieldBase<S> & DateTextKind)
  | (FieldBase<S> & ActiveKind)
  | (FieldBase<S> & YesNoKind)
  | (FieldBase<S> & ChoiceKind)
  | (FieldBase<S> & ScreenKind)
  | (FieldBase<S> & RecordActionKind<S>)
  | (Omit<FieldBase<S>, 'list'> & MasterKind)
  | (FieldBase<S> & ReferenceKind)
  | (FieldBase<S> & StatusKind)
  | (FieldBase<S> & SecretKind)
  | (FieldBase<S> & FileKind)
  | (FieldBase<S> & ThaiIdKind)
  | (FieldBase<S> & BankAccountKind)
  | (FieldBase<S> & PermissionMatrixKind)
  | (FieldBase<S> & EmbeddedListKind);

export type FieldType = FieldDeclaration['type'];
