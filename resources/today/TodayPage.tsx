/**
 * The start page ("Today", first in the side menu; a person may choose it as the page they land on,
 * in the settings): the work queues the registry's heads declare, as cards with their counts, and the
 * transaction charts of the last 14 days (their own chunk).
 */
import { Box, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { usePartMessages } from '../../src/components/index.ts';
import { lazyRegistry } from '../index.ts';
import { QueueCards } from './QueueCards.tsx';
import { bangkokToday, queueCards } from './queues.ts';

const DailyCharts = lazy(() => import('./charts/DailyCharts.tsx'));

/** Whose rights show the charts: the transaction list's. */
const CHART_RESOURCE = 'store/transaction';

export function TodayPage() {
  usePartMessages('today');
  const translate = useTranslate();
  const [now] = useState(() => new Date());
  const [cards] = useState(() => queueCards(lazyRegistry.heads, now));
  return (
    <Box sx={{ p: 2 }} data-testid="today-page">
      <Title title={translate('pa.today.title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('pa.today.title')}
      </Typography>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('pa.today.queues')}
      </Typography>
      <QueueCards cards={cards} />
      <ChartsIfAllowed endDay={bangkokToday(now)} />
    </Box>
  );
}

/** The charts, for those who may see the transaction list. */
function ChartsIfAllowed({ endDay }: { endDay: string }) {
  const { canAccess } = useCanAccess({ resource: CHART_RESOURCE, action: 'list' });
  if (!canAccess) return null;
  return (
    <Suspense fallback={null}>
      <DailyCharts endDay={endDay} />
    </Suspense>
  );
}
