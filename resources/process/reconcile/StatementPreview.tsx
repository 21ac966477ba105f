/** What the file holds before anything is sent: counts, exact total, dates, first lines, bad lines. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatThaiDate } from '../../../src/components/index.ts';
import { PagedTable, type PagedColumn } from './PagedTable.tsx';
import { formatCount, formatSatangBaht } from './reconcileFormat.ts';
import type { MalformedLine, StatementRow, StatementSummary } from './statementParser.ts';

export interface StatementPreviewProps {
  summary: StatementSummary;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** The choice is locked once the file is uploaded. */
  locked: boolean;
}

function Figure({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <Box component="div" sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {translate(label)}
      </Typography>
      <Typography variant="h6" component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

const ROW_COLUMNS: PagedColumn<StatementRow>[] = [
  { label: 'pa.reconcile.columns.line', render: (r) => r.line, align: 'right' },
  { label: 'pa.reconcile.columns.time', render: (r) => `${r.date} ${r.time}` },
  { label: 'pa.reconcile.columns.reference', render: (r) => r.reference },
  { label: 'pa.reconcile.columns.ref1', render: (r) => r.ref1 },
  { label: 'pa.reconcile.columns.ref2', render: (r) => r.ref2 },
  { label: 'pa.reconcile.columns.amount', render: (r) => formatSatangBaht(r.amountSatang), align: 'right' },
  { label: 'pa.reconcile.columns.channel', render: (r) => r.channel },
];

function useMalformedColumns(): PagedColumn<MalformedLine>[] {
  const translate = useTranslate();
  return [
    { label: 'pa.reconcile.columns.line', render: (m) => m.line, align: 'right' },
    {
      label: 'pa.reconcile.columns.reason',
      render: (m) => `${translate(`pa.reconcile.malformed.${m.reason}`)}: ${m.detail}`,
    },
    {
      label: 'pa.reconcile.columns.text',
      render: (m) => (
        <Box component="code" sx={{ fontSize: 12, wordBreak: 'break-all' }}>
          {m.text}
        </Box>
      ),
    },
  ];
}

export function StatementPreview({ summary, accepted, onAcceptedChange, locked }: StatementPreviewProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const malformedColumns = useMalformedColumns();
  const bad = summary.malformed.length;
  const range =
    summary.dateFrom && summary.dateTo
      ? summary.dateFrom === summary.dateTo
        ? formatThaiDate(summary.dateFrom, locale)
        : `${formatThaiDate(summary.dateFrom, locale)} – ${formatThaiDate(summary.dateTo, locale)}`
      : '–';
  return (
    <Box component="section" aria-label={translate('pa.reconcile.preview.title')}>
      <Box
        component="dl"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, my: 1 }}
        data-testid="statement-summary"
      >
        <Figure label="pa.reconcile.preview.rows" value={formatCount(summary.rowCount)} />
        <Figure label="pa.reconcile.preview.total" value={formatSatangBaht(summary.totalSatang)} />
        <Figure label="pa.reconcile.preview.date_range" value={range} />
        <Figure label="pa.reconcile.preview.lines" value={formatCount(summary.lineCount)} />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('pa.reconcile.preview.first_rows')}
      </Typography>
      <PagedTable
        rows={summary.firstRows}
        columns={ROW_COLUMNS}
        rowKey={(r) => r.line}
        label={translate('pa.reconcile.preview.first_rows')}
        empty="pa.reconcile.check.empty"
        pageSizes={[20]}
      />
      {bad === 0 ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {translate('pa.reconcile.preview.clean')}
        </Alert>
      ) : (
        <Box sx={{ mt: 2 }}>
          <Alert severity="warning" role="alert">
            {translate('pa.reconcile.preview.malformed_title', { smart_count: bad })}
          </Alert>
          <PagedTable
            rows={summary.malformed}
            columns={malformedColumns}
            rowKey={(m) => `${m.line}-${m.reason}`}
            label={translate('pa.reconcile.preview.malformed_title', { smart_count: bad })}
            empty="pa.reconcile.check.empty"
          />
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={accepted}
                disabled={locked}
                onChange={(event) => onAcceptedChange(event.target.checked)}
              />
            }
            label={translate('pa.reconcile.preview.accept', { smart_count: bad })}
          />
        </Box>
      )}
    </Box>
  );
}
