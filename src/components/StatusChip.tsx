import { useFieldValue, useTranslate } from 'react-admin';
import { findStatus, statusLabelKey, useStatusVocabulary } from './statusVocabularies.ts';
import { ValueChip } from './ValueChip.tsx';

export interface StatusChipProps {
  vocabulary: string;
  /** The status text; read from the record at `source` when absent. */
  value?: unknown;
  source?: string;
}

/** A status in its vocabulary's colour (Kanit, the chip font of docs/architecture.md); unknown values stay grey. */
export function StatusChip({ vocabulary, value, source }: StatusChipProps) {
  const translate = useTranslate();
  const fromRecord: unknown = useFieldValue({ source: source ?? '' });
  const statuses = useStatusVocabulary(vocabulary);
  const status = value !== undefined ? value : source ? fromRecord : undefined;
  if (status === null || status === undefined || status === '') return null;
  const known = findStatus(statuses, status);
  const label = known ? translate(statusLabelKey(vocabulary, known.key), { _: known.value }) : String(status);
  return (
    <ValueChip color={known?.color ?? 'default'} data-status={known?.key ?? 'unknown'}>
      {label}
    </ValueChip>
  );
}
