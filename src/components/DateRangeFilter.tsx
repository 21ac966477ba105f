import Stack from '@mui/material/Stack';
import { DateInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

export interface DateRangeFilterProps {
  /** The filter form identifies a filter by its source; the pair is keyed by its start. */
  source?: 'StartDate';
  alwaysOn?: boolean;
  startLabel?: string;
  endLabel?: string;
  size?: 'small' | 'medium';
}

/**
 * StartDate / EndDate as two date pickers kept in the list's URL filter as Gregorian `yyyy-MM-dd`;
 * the data provider formats them by the resource's date rule. The end cannot precede the start.
 */
export function DateRangeFilter({
  startLabel = 'pa.engine.filter.startDate',
  endLabel = 'pa.engine.filter.endDate',
  size = 'small',
}: DateRangeFilterProps) {
  const start: unknown = useWatch({ name: 'StartDate' });
  const end: unknown = useWatch({ name: 'EndDate' });
  return (
    <Stack direction="row" spacing={2}>
      <DateInput
        source="StartDate"
        label={startLabel}
        size={size}
        helperText={false}
        slotProps={{ htmlInput: { max: typeof end === 'string' && end !== '' ? end : undefined } }}
      />
      <DateInput
        source="EndDate"
        label={endLabel}
        size={size}
        helperText={false}
        slotProps={{ htmlInput: { min: typeof start === 'string' && start !== '' ? start : undefined } }}
      />
    </Stack>
  );
}
