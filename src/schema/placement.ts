/** Which declared fields appear where (defaults: list, view and form all true). */
import type { FieldDeclaration } from './types.ts';

export function inList(field: FieldDeclaration): boolean {
  return field.type === 'master' ? field.listColumn !== false : field.list !== false;
}

export function inShow(field: FieldDeclaration): boolean {
  return field.show !== false;
}

/**
 * Whether the field is an input of the create or the edit form: as `form` says, except that a required
 * field is always on the create form unless the service sets it (`setBy: 'service'`), so no create can
 * leave it out.
 */
export function inForm(field: FieldDeclaration, mode: 'create' | 'edit'): boolean {
  const form = field.form ?? true;
  if (form === true || form === mode) return true;
  return mode === 'create' && requiredOnCreate(field);
}

/** A required field the service does not set: the create form has it whatever `form` says. */
export function requiredOnCreate(field: FieldDeclaration): boolean {
  return field.required === true && field.setBy !== 'service' && field.readOnly !== true;
}

/** Secrets, files and embedded lists have no order a server could sort by. */
const UNSORTABLE_TYPES: ReadonlySet<FieldDeclaration['type']> = new Set([
  'secret',
  'file',
  'embeddedList',
  'permissionMatrix',
]);

export function isSortable(field: FieldDeclaration): boolean {
  return field.sortable ?? !UNSORTABLE_TYPES.has(field.type);
}
