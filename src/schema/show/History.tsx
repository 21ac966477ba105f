/**
 * The History section of a page showing one record: who changed the record, when and how, from the
 * audit service (docs/api-contract.md, "audit"). Its code loads when the page first renders it
 * (RecordHistory.tsx), with its words (the `history` part's messages); its events load when the user
 * opens it (a disclosure button), newest first.
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
import { usePartMessages } from '../../components/partMessages.ts';
import type { PagedEnvelope } from '../../contract/paged.ts';
import { useHttpClient } from '../../data/masterLists.ts';
import { recordActionLabel } from '../fields/recordAction.tsx';
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

/** The section's words (`pa.history.*`, the `history` part: i18n/messages/parts/<locale>/history.ts). */
const key = (name: string) => `pa.history.${name}`;

/** A value as the History shows it: text, yes/no, a list joined, or "(empty)". */
export function historyValue(value: unknown, translate: Translate, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'boolean') return translate(value ? 'pa.engine.yesNo.yes' : 'pa.engine.yesNo.no');
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object'))
    return value.length === 0 ? empty : value.map((item) => historyValue(item, translate, empty)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}

/** Which record: without `id`, the screen's one record (a settings page), whose history is the screen's. */
interface HistoryProps {
  def: ResourceDefinition;
  id?: string;
  /** The events' react-query key (RecordHistory.tsx, `historyQueryKey`). */
  queryKey: readonly unknown[];
}

/** The record's events. */
function Events({ def, id, queryKey }: HistoryProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const http = useHttpClient();
  const { data, error, isPending, refetch } = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      http.request<PagedEnvelope<HistoryEvent>>('audit', 'events', {
        query: {
          resource: def.name,
          ...(id === undefined ? {} : { recordId: id }),
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
        <Typography variant="body2">{translate(key('loading'))}</Typography>
        <BarLoading />
      </Box>
    );
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (data.items.length === 0)
    return (
      <Typography variant="body2" role="status">
        {translate(key('empty'))}
      </Typography>
    );
  const label = (field: string) => translate(`resources.${def.name}.fields.${field}`, { _: field });
  const empty = translate(key('emptyValue'));
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.items.map((event) => (
        <Box component="li" key={event.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="p">
            <time dateTime={event.at}>{formatThaiDate(event.at, locale, true)}</time>
            {' · '}
            {recordActionLabel(def, event.action, translate)}
          </Typography>
          <Typography variant="body2" component="p">
            {translate(key('by'), { name: event.actor.name })}
            {event.actor.email ? ` (${event.actor.email})` : ''}
          </Typography>
          {event.changes && event.changes.length > 0 && (
            <Table size="small" aria-label={translate(key('changes'))} sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate(key('field'))}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {translate(key('before'))}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {translate(key('after'))}
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
                      {historyValue(change.before, translate, empty)}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      {historyValue(change.after, translate, empty)}
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
          {translate(key('more'), { count: data.items.length, total: data.totalCount })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The section: a heading and a disclosure button; the events load the first time it is opened. It
 * shows once its words are in (the `history` part).
 */
export function History({ def, id, queryKey }: HistoryProps) {
  usePartMessages('history');
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {translate(key('title'))}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
          >
            {translate(key(open ? 'hide' : 'show'))}
          </Button>
        </Box>
        <Box id={panelId} hidden={!open} sx={{ mt: open ? 2 : 0 }}>
          {open && <Events def={def} id={id} queryKey={queryKey} />}
        </Box>
      </CardContent>
    </Card>
  );
}

export default History;
