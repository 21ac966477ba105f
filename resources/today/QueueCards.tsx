/**
 * A card per work queue the person's role may view: its count (the total of the queue's filtered
 * list call, the same call and page the linked list makes first) and a link to the list so filtered.
 */
import { Alert, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetList, useGetResourceLabel, useLocaleState, useTranslate } from 'react-admin';
import { useListAccess } from '../../src/schema/index.ts';
import type { QueueCardModel } from './queues.ts';

const COUNT = new Intl.NumberFormat('en-US');

function QueueCard({ card }: { card: QueueCardModel }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const resourceLabel = useGetResourceLabel();
  const { total, isPending, isError } = useGetList(card.resource, card.params);
  const title = locale === 'th' ? card.queue.label.th : card.queue.label.en;
  const titleId = `queue-${card.resource.replace(/\W+/g, '-')}-${card.queue.key}`;
  return (
    <Card variant="outlined" data-testid={`queue-${card.resource}-${card.queue.key}`} sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={card.link} aria-labelledby={titleId} sx={{ height: '100%' }}>
        <CardContent>
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {isError ? (
            <Typography color="error" variant="body2">
              {translate('pa.today.countFailed')}
            </Typography>
          ) : isPending || total === undefined ? (
            <Skeleton variant="text" width={64} sx={{ fontSize: '2rem' }} />
          ) : (
            <Typography variant="h4" component="p" data-testid="queue-count" aria-live="polite">
              {COUNT.format(total)}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {resourceLabel(card.resource, 2)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function QueueCards({ cards }: { cards: readonly QueueCardModel[] }) {
  const translate = useTranslate();
  const resources = [...new Set(cards.map((c) => c.resource))];
  const { canAccess, isPending } = useListAccess(resources);
  if (isPending || !canAccess) return <Skeleton variant="rectangular" height={120} />;
  const shown = cards.filter((c) => canAccess[c.resource]);
  if (shown.length === 0) return <Alert severity="info">{translate('pa.today.noQueues')}</Alert>;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shown.map((card) => (
        <Grid key={`${card.resource}/${card.queue.key}`} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <QueueCard card={card} />
        </Grid>
      ))}
    </Grid>
  );
}
