/**
 * The transaction charts (their own chunk: loaded by the start page and the transaction list when
 * shown): transactions and amounts per day by channel over the last 14 days, and for those who may
 * see the accounting screens, the amounts settled to stores. Dates in the person's calendar
 * (Buddhist Era in Thai), amounts in baht, a tooltip per bar and a table of the same numbers.
 */
import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { usePartMessages } from '../../../src/components/index.ts';
import { useHttpClient } from '../../../src/data/index.ts';
import { requestCall } from '../../catalog/pageCalls.ts';
import { CHART_CALLS } from './calls.ts';
import { ChartTable } from './ChartTable.tsx';
import { chartModel, lastDays, parseSummary, type ChartKind, type ChartModel } from './summary.ts';

/** Whose rights show the settlement chart: the accounting screens' (finance). */
const SETTLEMENT_RESOURCE = 'account/funding-transfer';

function Chart({ kind, model, title }: { kind: ChartKind; model: ChartModel; title: string }) {
  const translate = useTranslate();
  const noData = translate('pa.today.charts.noData');
  const testId = `chart-${kind}`;
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 320 }} data-testid={testId}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {/* Hidden from assistive technology, and out of the tab order with it: the table below holds the
          same numbers. */}
      <Box aria-hidden>
        <BarChart
          disableKeyboardNavigation
          height={260}
          xAxis={[{ scaleType: 'band', data: model.dayLabels }]}
          yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : model.format(v)), width: 90 }]}
          series={model.series.map((s) => ({
            label: s.label,
            data: s.data,
            stack: 'day',
            valueFormatter: (v: number | null) => (v === null ? '' : model.format(v)),
          }))}
          slotProps={{ tooltip: { trigger: 'item' } }}
          localeText={{ noData }}
        />
      </Box>
      <ChartTable model={model} name={title} testId={testId} />
    </Paper>
  );
}

/** The charts of the 14 days ending on `endDay` (`yyyy-MM-dd`, Bangkok). */
export default function DailyCharts({ endDay }: { endDay: string }) {
  usePartMessages('today');
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const http = useHttpClient();
  const days = lastDays(endDay);
  const from = days[0] ?? endDay;
  const { canAccess: settlement } = useCanAccess({ resource: SETTLEMENT_RESOURCE, action: 'list' });
  const { data, isPending, isError } = useQuery({
    queryKey: ['pa', 'transactionSummary', from, endDay],
    queryFn: ({ signal }) =>
      requestCall(http, CHART_CALLS.summary, {
        query: { from, to: endDay, groupBy: 'channel' },
        signal,
      }).then(parseSummary),
  });
  const settled = translate('pa.today.charts.settled');
  const kinds: ChartKind[] = settlement ? ['volume', 'amount', 'settlement'] : ['volume', 'amount'];
  return (
    <Box component="section" aria-labelledby="transaction-charts-title" sx={{ mt: 2 }}>
      <Typography id="transaction-charts-title" component="h2" variant="h6">
        {translate('pa.today.charts.title')}
      </Typography>
      {isPending && <LinearProgress aria-label={translate('pa.today.charts.loading')} />}
      {isError && <Alert severity="error">{translate('pa.today.charts.loadFailed')}</Alert>}
      {data && (
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mt: 1 }}>
          {kinds.map((kind) => (
            <Chart
              key={kind}
              kind={kind}
              model={chartModel(kind, data, days, locale, settled)}
              title={translate(`pa.today.charts.${kind}`)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
