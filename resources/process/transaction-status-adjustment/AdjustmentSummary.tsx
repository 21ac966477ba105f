/**
 * Above the adjustment list: the counter (rows, adjusted, not adjusted) and the rows per transaction
 * status, as the list call answers them for the whole filtered list (`statusList`, `counter`).
 */
import { Chip, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { StatusChip } from '../../../src/components/index.ts';

const R = 'resources.management/transaction-status-adjustment.messages';

interface StatusCount {
  status: string;
  count: number;
}

interface Counter {
  total: number;
  adjusted: number;
  notAdjusted: number;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function statusListOf(meta: unknown): StatusCount[] {
  const list = (meta as { statusList?: unknown } | undefined)?.statusList;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is StatusCount =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as StatusCount).status === 'string' &&
      isCount((entry as StatusCount).count),
  );
}

function counterOf(meta: unknown): Counter | null {
  const counter = (meta as { counter?: unknown } | undefined)?.counter;
  if (typeof counter !== 'object' || counter === null) return null;
  const { total, adjusted, notAdjusted } = counter as Counter;
  return isCount(total) && isCount(adjusted) && isCount(notAdjusted)
    ? { total, adjusted, notAdjusted }
    : null;
}

export default function AdjustmentSummary() {
  const { meta } = useListContext();
  const translate = useTranslate();
  const counter = counterOf(meta);
  const statuses = statusListOf(meta);
  if (!counter && statuses.length === 0) return null;
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', px: 2, py: 1 }}
      role="group"
      aria-label={translate(`${R}.summaryStatus`)}
      data-testid="adjustment-summary"
    >
      {counter && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate(`${R}.summaryTotal`, { count: count(counter.total) })}
          </Typography>
          <Chip
            size="small"
            color="success"
            label={translate(`${R}.summaryAdjusted`, { count: count(counter.adjusted) })}
          />
          <Chip
            size="small"
            variant="outlined"
            label={translate(`${R}.summaryNotAdjusted`, { count: count(counter.notAdjusted) })}
          />
        </>
      )}
      {statuses.map((entry) => (
        <Stack key={entry.status} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <StatusChip vocabulary="qrTransaction" value={entry.status} />
          <Typography variant="body2" data-count-for={entry.status}>
            {count(entry.count)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
