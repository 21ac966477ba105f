import { useRecordContext, useTranslate } from 'react-admin';
import { resourceName } from '../labels.ts';
import type { ResourceDefinition } from '../types.ts';

/** Page title of one record: the resource's name and the record's declared title field. */
export function RecordTitle({ def }: { def: ResourceDefinition }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const name = translate(resourceName(def), { smart_count: 1, _: def.path });
  const title = record?.[def.recordTitle];
  return (
    <span>{title === undefined || title === null || title === '' ? name : `${name}: ${String(title)}`}</span>
  );
}
