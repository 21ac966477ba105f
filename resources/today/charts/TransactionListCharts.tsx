/**
 * Above the transaction list (its declaration's `slots.listHeader`): the charts of the 14 days ending
 * on the end of the list's date range, or today when the range has no end. The charts' code is a
 * chunk of its own, loaded after the list's rows.
 */
import { lazy, Suspense } from 'react';
import { useListContext } from 'react-admin';
import { bangkokToday } from '../queues.ts';

const DailyCharts = lazy(() => import('./DailyCharts.tsx'));

const YMD = /^\d{4}-\d{2}-\d{2}$/;

export default function TransactionListCharts() {
  const { filterValues } = useListContext();
  const end: unknown = (filterValues as Record<string, unknown> | undefined)?.EndDate;
  const endDay = typeof end === 'string' && YMD.test(end) ? end : bangkokToday();
  return (
    <Suspense fallback={null}>
      <DailyCharts endDay={endDay} />
    </Suspense>
  );
}
