/** A master value shown by its name; its inputs (and the filter's select) are masterInput.tsx. */
import Typography from '@mui/material/Typography';
import { useFieldValue, useRecordContext } from 'react-admin';
import { useMasterNames, type MasterListParent } from '../../data/masterLists.ts';
import { readPath } from '../../data/readPath.ts';
import { isBlank, type DisplayProps } from './fieldProps.ts';

export function asParent(value: unknown): MasterListParent {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/**
 * A master value shown by its name in the current language (the English name in English where the
 * list has one); the raw value while the list loads or if it is unknown.
 */
export function MasterDisplay({ field }: DisplayProps<'master'>) {
  const record = useRecordContext();
  const value: unknown = useFieldValue({ source: field.source });
  const parent = field.dependsOn && record ? asParent(readPath(record, field.dependsOn)) : undefined;
  const nameOf = useMasterNames(field.list, parent);
  if (isBlank(value)) return null;
  return (
    <Typography component="span" variant="body2">
      {Array.isArray(value) ? value.map(nameOf).join(', ') : nameOf(value)}
    </Typography>
  );
}
