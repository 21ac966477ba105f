/** Which declared fields appear where (defaults: list, view and form all true). */
import type { FieldDeclaration } from './types.ts';

export function inList(field: FieldDeclaration): boolean {
  return field.type === 'master' ? field.listColumn !== false : field.list !== false;
}

export function inShow(field: FieldDeclaration): boolean {
  return field.show !== false;
}

export function inForm(field: FieldDeclaration, mode: 'create' | 'edit'): boolean {
  const form = field.form ?? true;
  return form === true || form === mode;
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
