/**
 * A chart's numbers as a table, for screen readers: the same model the chart draws (summary.ts,
 * `chartModel`), one row per day with each series and their total. Kept out of sight, not out of the
 * accessibility tree.
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { tableRows, type ChartModel } from './summary.ts';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export function ChartTable({ model, name, testId }: { model: ChartModel; name: string; testId: string }) {
  const translate = useTranslate();
  return (
    <Box component="table" sx={visuallyHidden} data-testid={`${testId}-table`}>
      <caption>{translate('pa.today.charts.table', { name })}</caption>
      <thead>
        <tr>
          <th scope="col">{translate('pa.today.charts.date')}</th>
          {model.series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
          {model.series.length > 1 && <th scope="col">{translate('pa.today.charts.total')}</th>}
        </tr>
      </thead>
      <tbody>
        {tableRows(model).map((row, i) => (
          <tr key={model.days[i]} data-day={model.days[i]}>
            <th scope="row">{row.day}</th>
            {row.values.map((value, j) => (
              <td key={model.series[j]?.label ?? j}>{value}</td>
            ))}
            {model.series.length > 1 && <td data-total>{row.total}</td>}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
