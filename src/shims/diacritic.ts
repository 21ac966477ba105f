/**
 * Stand-in for `diacritic` (a 1.5 KB gzip table of accented Latin letters), which react-admin's
 * DataTable column chooser uses to match a typed filter against column names whatever their accents
 * (ra-ui-materialui `ColumnsSelectorItem`); vite.config.ts aliases it here. The platform does the same
 * with Unicode: decompose, then drop the combining accents (U+0300–U+036F). Thai vowel and tone marks
 * are other code points and stay. Unlike the table, ligatures (Æ, ß) stay as they are.
 */
export function clean(input: string): string {
  return input.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
