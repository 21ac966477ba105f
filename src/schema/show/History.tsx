/**
 * The History section of a page showing one record: who changed the record, when and how, from the
 * audit service (docs/api-contract.md, "audit"). Its code loads when the page first renders it
 * (RecordHistory.tsx), with its words (the `history` part's messages); its events load when the user
 * opens it (a disclosure button), newest first. The events are the record's (its entity and id), from
 * whichever screen wrote them; each reads in words: what was done (a toggle by the way it went, a
 * declared action by its label), and each changed field's values as the page shows them
 * (HistoryValues.tsx).
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
import { auditEntity } from '../../contract/audit.ts';
import type { PagedEnvelope } from '../../contract/paged.ts';
import { useHttpClient } from '../../data/masterLists.ts';
import { recordActionLabel, useScreenDeclaration } from '../fields/recordAction.tsx';
import type { ResourceDefinition } from '../types.ts';
import { switchedTo } from './historyDiff.ts';
import { ChangeRow, useFieldLabel } from './HistoryValues.tsx';

/** An event of the audit service. */
export interface HistoryEvent {
  id: string;
  at: string;
  actor: { id: string; name: string; email: string };
  action: string;
  /** The screen whose call wrote it. */
  resource: string;
  /** The record's entity (src/contract/audit.ts); absent on events older than it. */
  entity?: string;
  recordId: string;
  changes?: { field: string; before: unknown; after: unknown }[];
}

/** The latest events shown; the section says how many more there are. */
export const HISTORY_PAGE_SIZE = 20;

type Translate = ReturnType<typeof useTranslate>;

/** The section's words (`pa.history.*`, the `history` part: i18n/messages/parts/<locale>/history.ts). */
const key = (name: string) => `pa.history.${name}`;

/**
 * What was done, in words: a toggle by the way it went (switched on / off), a declared action by the
 * label its screen gives it, else create / edit / delete.
 */
export function eventLabel(def: ResourceDefinition, event: HistoryEvent, translate: Translate): string {
  if (event.action === 'toggle') {
    const itemKeyOf = (source: string) => {
      const field = def.fields.find((f) => f.source === source);
      return field?.type === 'embeddedList' ? field.itemKey : undefined;
    };
    const on = switchedTo(event.changes ?? [], itemKeyOf);
    if (on !== undefined) return translate(key(on ? 'actions.switchedOn' : 'actions.switchedOff'));
  }
  return recordActionLabel(def, event.action, translate);
}

/** Which record: without `id`, the screen's one record (a settings page), whose history is the screen's. */
interface HistoryProps {
  def: ResourceDefinition;
  id?: string;
  /** The events' react-query key (RecordHistory.tsx, `historyQueryKey`). */
  queryKey: readonly unknown[];
}

/**
 * One event: when, what was done and by whom, and its changed fields. An event another screen wrote
 * reads that screen's declaration for its words (its declared actions, its field labels).
 */
function EventItem({ def, event }: { def: ResourceDefinition; event: HistoryEvent }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const writer = useScreenDeclaration(event.resource === def.name ? undefined : event.resource);
  const words = event.resource === def.name || !writer ? def : writer;
  const label = useFieldLabel(def, event.resource);
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="p">
        <time dateTime={event.at}>{formatThaiDate(event.at, locale, true)}</time>
        {' · '}
        {eventLabel(words, event, translate)}
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
              <ChangeRow key={change.field} def={words} change={change} label={label} />
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** The record's events. */
function Events({ def, id, queryKey }: HistoryProps) {
  const translate = useTranslate();
  const http = useHttpClient();
  const { data, error, isPending, refetch } = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      http.request<PagedEnvelope<HistoryEvent>>('audit', 'events', {
        query: {
          resource: def.name,
          // The record's own events, whichever screen wrote them.
          ...(id === undefined ? {} : { entity: auditEntity(def), recordId: id }),
          PageNumber: 1,
          PageSize: HISTORY_PAGE_SIZE,
          SortBy: 'at',
          SortDirection: 'desc',
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
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.items.map((event) => (
        <EventItem key={event.id} def={def} event={event} />
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
