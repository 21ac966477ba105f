import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { ThaiDateInput } from './dateInput/ThaiDateInput.tsx';

export interface DateRangeFilterProps {
  /** The filter form identifies a filter by its source; the pair is keyed by its start. */
  source?: 'StartDate';
  alwaysOn?: boolean;
  startLabel?: string;
  endLabel?: string;
  size?: 'small' | 'medium';
}

function wireDay(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * StartDate / EndDate as two date pickers (Buddhist Era in Thai) kept in the list's URL filter as
 * Gregorian `yyyy-MM-dd`; the data provider formats them by the resource's date rule. The end cannot
 * precede the start.
 */
export function DateRangeFilter({
  startLabel = 'pa.engine.filter.startDate',
  endLabel = 'pa.engine.filter.endDate',
  size = 'small',
}: DateRangeFilterProps) {
  const start: unknown = useWatch({ name: 'StartDate' });
  const end: unknown = useWatch({ name: 'EndDate' });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <ThaiDateInput
        source="StartDate"
        label={startLabel}
        size={size}
        helperText={false}
        max={wireDay(end)}
      />
      <ThaiDateInput source="EndDate" label={endLabel} size={size} helperText={false} min={wireDay(start)} />
    </Stack>
  );
}
