import { useRecordContext, useTranslate } from 'react-admin';
import { resourceName } from '../labels.ts';
import type { ResourceDefinition } from '../types.ts';

const TITLE_MAX = 60;

/** Page title of one record: the resource's name and the record's declared title field. */
export function RecordTitle({ def }: { def: ResourceDefinition }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const name = translate(resourceName(def), { smart_count: 1, _: def.path });
  const value: unknown = record?.[def.recordTitle];
  if (value === undefined || value === null || value === '') return <span>{name}</span>;
  const text = String(value).replace(/\s+/g, ' ').trim();
  // An announcement's whole message would not fit a title bar.
  const title = text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
  return <span>{`${name}: ${title}`}</span>;
}
