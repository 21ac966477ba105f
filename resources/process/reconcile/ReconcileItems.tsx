/** Result lines of a check or a saved run, one tab per result (matched, unmatched, already approved). */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatThaiDate } from '../../../src/components/index.ts';
import { PagedTable, type PagedColumn } from './PagedTable.tsx';
import { RECONCILE_RESULTS, type ReconcileItem, type ReconcileResult } from './reconcileApi.ts';
import { formatBaht, formatCount } from './reconcileFormat.ts';

export interface ReconcileItemsProps {
  items: readonly ReconcileItem[];
  /** Counts of the whole file (the items may be only its first lines). */
  counts: Record<ReconcileResult, number>;
  label: string;
}

function useItemColumns(): PagedColumn<ReconcileItem>[] {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return [
    { label: 'pa.reconcile.columns.line', render: (i) => i.line, align: 'right' },
    { label: 'pa.reconcile.columns.reference', render: (i) => i.reference },
    { label: 'pa.reconcile.columns.date', render: (i) => formatThaiDate(i.date, locale) },
    { label: 'pa.reconcile.columns.time', render: (i) => i.time },
    { label: 'pa.reconcile.columns.amount', render: (i) => formatBaht(i.amount), align: 'right' },
    {
      label: 'pa.reconcile.columns.reason',
      render: (i) => (i.reason ? translate(`pa.reconcile.reason.${i.reason}`, { _: i.reason }) : ''),
    },
    { label: 'pa.reconcile.columns.transaction_status', render: (i) => i.transactionStatus ?? '' },
    {
      label: 'pa.reconcile.columns.transaction_amount',
      render: (i) => (i.transactionAmount === null ? '' : formatBaht(i.transactionAmount)),
      align: 'right',
    },
  ];
}

export function ReconcileItems({ items, counts, label }: ReconcileItemsProps) {
  const translate = useTranslate();
  const columns = useItemColumns();
  const [tab, setTab] = useState<ReconcileResult>(() =>
    counts.unmatched > 0 ? 'unmatched' : counts.matched > 0 ? 'matched' : 'alreadyApproved',
  );
  const shown = items.filter((item) => item.result === tab);
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, next: ReconcileResult) => setTab(next)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {RECONCILE_RESULTS.map((result) => (
          <Tab
            key={result}
            value={result}
            id={`reconcile-tab-${result}`}
            label={`${translate(`pa.reconcile.result.${result}`)} (${formatCount(counts[result])})`}
          />
        ))}
      </Tabs>
      <PagedTable
        key={tab}
        rows={shown}
        columns={columns}
        rowKey={(item) => `${item.line}-${item.reference}`}
        label={translate(`pa.reconcile.result.${tab}`)}
        empty="pa.reconcile.check.empty"
      />
    </Box>
  );
}
