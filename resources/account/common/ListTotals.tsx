import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { formatSatang, toSatang } from '../../../src/data/index.ts';

/** The server's totals of the filtered rows (`totals` beside the page), read exactly as satang. */
export function useListTotals(): Record<string, bigint> | null {
  const { meta } = useListContext();
  const totals: unknown =
    typeof meta === 'object' && meta !== null ? (meta as { totals?: unknown }).totals : null;
  if (typeof totals !== 'object' || totals === null) return null;
  const read: Record<string, bigint> = {};
  for (const [key, value] of Object.entries(totals)) {
    const satang = typeof value === 'number' || typeof value === 'string' ? toSatang(value) : null;
    if (satang !== null) read[key] = satang;
  }
  return read;
}

/**
 * Totals under a list: one line per money field, for every row the filters match (not only this
 * page), as THB.
 */
export function ListTotals({ resource, fields }: { resource: string; fields: readonly string[] }) {
  const translate = useTranslate();
  const totals = useListTotals();
  const { total } = useListContext();
  if (!totals || !total) return null;
  return (
    <Box
      component="section"
      aria-label={translate(`resources.${resource}.messages.totals`)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="subtitle2">
        {translate(`resources.${resource}.messages.totalsOf`, { smart_count: total })}
      </Typography>
      {fields.map((field) => (
        <Typography key={field} variant="body2" data-testid={`total-${field}`}>
          {translate(`resources.${resource}.fields.${field}`)}:{' '}
          <strong>{totals[field] === undefined ? '–' : formatSatang(totals[field])}</strong>
        </Typography>
      ))}
    </Box>
  );
}
