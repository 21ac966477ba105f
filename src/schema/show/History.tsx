/**
 * The History section of a record's view page: who changed the record, when and how, from the audit
 * service (docs/api-contract.md, "audit"). Its code loads when the view page first renders it
 * (GeneratedShow); its events load when the user opens it (a disclosure button), newest first.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { BarLoading } from '../../components/BarLoading.tsx';
import { formatThaiDate } from '../../components/formatThaiDate.ts';
import { LoadError } from '../../components/LoadError.tsx';
import type { PagedEnvelope } from '../../contract/paged.ts';
import { useHttpClient } from '../../data/masterLists.ts';
import type { ResourceDefinition } from '../types.ts';

/** An event of the audit service. */
export interface HistoryEvent {
  id: string;
  at: string;
  actor: { id: string; name: string; email: string };
  action: string;
  resource: string;
  recordId: string;
  changes?: { field: string; before: unknown; after: unknown }[];
}

/** The latest events shown; the section says how many more there are. */
export const HISTORY_PAGE_SIZE = 20;

type Translate = ReturnType<typeof useTranslate>;

/** A value as the History shows it: text, yes/no, a list joined, or "(empty)". */
export function historyValue(value: unknown, translate: Translate): string {
  if (value === null || value === undefined || value === '') return translate('pa.history.emptyValue');
  if (typeof value === 'boolean') return translate(value ? 'pa.engine.yesNo.yes' : 'pa.engine.yesNo.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}

/** The action's words: a declared action's own label, else create / edit / delete / toggle. */
export function historyAction(def: ResourceDefinition, action: string, translate: Translate): string {
  const declared = def.actions?.find((a) => a.name === action);
  if (declared) return translate(declared.label, { _: action });
  return translate(`pa.history.actions.${action}`, { _: action });
}

function Events({ def, id }: { def: ResourceDefinition; id: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const http = useHttpClient();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['audit', 'events', def.name, id],
    queryFn: ({ signal }) =>
      http.request<PagedEnvelope<HistoryEvent>>('audit', 'events', {
        query: {
          resource: def.name,
          recordId: id,
          PageNumber: 1,
          PageSize: HISTORY_PAGE_SIZE,
          SortBy: 'at',
          SortDirection: 'DESC',
        },
        signal,
      }),
  });
  if (isPending)
    return (
      <Box role="status">
        <Typography variant="body2">{translate('pa.history.loading')}</Typography>
        <BarLoading />
      </Box>
    );
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (data.items.length === 0)
    return (
      <Typography variant="body2" role="status">
        {translate('pa.history.empty')}
      </Typography>
    );
  const label = (field: string) => translate(`resources.${def.name}.fields.${field}`, { _: field });
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.items.map((event) => (
        <Box component="li" key={event.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="p">
            <time dateTime={event.at}>{formatThaiDate(event.at, locale, true)}</time>
            {' · '}
            {historyAction(def, event.action, translate)}
          </Typography>
          <Typography variant="body2" component="p">
            {translate('pa.history.by', { name: event.actor.name })}
            {event.actor.email ? ` (${event.actor.email})` : ''}
          </Typography>
          {event.changes && event.changes.length > 0 && (
            <Table size="small" aria-label={translate('pa.history.changes')} sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate('pa.history.field')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {translate('pa.history.before')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {translate('pa.history.after')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {event.changes.map((change) => (
                  <TableRow key={change.field}>
                    <TableCell component="th" scope="row">
                      {label(change.field)}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      {historyValue(change.before, translate)}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      {historyValue(change.after, translate)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      ))}
      {data.totalCount > data.items.length && (
        <Typography variant="caption" component="li">
          {translate('pa.history.more', { count: data.items.length, total: data.totalCount })}
        </Typography>
      )}
    </Box>
  );
}

/** The section: a heading and a disclosure button; the events load the first time it is opened. */
export function History({ def, id }: { def: ResourceDefinition; id: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {translate('pa.history.title')}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
          >
            {translate(open ? 'pa.history.hide' : 'pa.history.show')}
          </Button>
        </Box>
        <Box id={panelId} hidden={!open} sx={{ mt: open ? 2 : 0 }}>
          {open && <Events def={def} id={id} />}
        </Box>
      </CardContent>
    </Card>
  );
}

export default History;
