/**
 * How a generated form lays out its inputs: one column on a phone or a narrow window; from MUI's `lg`
 * breakpoint (1,200 px) short inputs two to a row, so a phone number is not a field a thousand pixels
 * wide. Inputs of free text or of many parts (long text, an embedded table, a file, a permission
 * matrix) keep a whole row. Inputs follow the declaration's order, row by row, and so does the
 * keyboard's tab order (the grid places them in document order, without reordering).
 */
import type { FieldDeclaration, FieldType } from '../types.ts';

const WIDE_TYPES: ReadonlySet<FieldType> = new Set<FieldType>([
  'longText',
  'embeddedList',
  'file',
  'permissionMatrix',
]);

/** An input that takes a whole row of the form. */
export function isWideField(field: FieldDeclaration): boolean {
  return WIDE_TYPES.has(field.type);
}

/** The grid of a form's inputs. */
export const FORM_GRID_SX = {
  display: 'grid',
  width: '100%',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 3,
  alignItems: 'start',
} as const;

/** A cell of that grid: a wide input spans every column. */
export function formCellSx(field: FieldDeclaration) {
  return isWideField(field) ? { gridColumn: '1 / -1', minWidth: 0 } : { minWidth: 0 };
}
