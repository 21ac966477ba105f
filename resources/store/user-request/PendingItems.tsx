import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { SafeLink } from '../../../src/schema/pages.ts';
import { DecisionButton } from './DecisionButton.tsx';
import { pendingItems, type PendingKind } from './requestItems.ts';

const R = 'resources.store/user-request';

/** One pending list of the request as a table: what changes (current → requested) and the decisions. */
export function PendingItems({ kind, canDecide }: { kind: PendingKind; canDecide: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const items = pendingItems(record, kind);
  const title = translate(`${R}.fields.${kind}`);
  return (
    <Stack spacing={1} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.messages.nothingPending`)}
        </Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {kind === 'pendingList' ? (
                <>
                  <TableCell>{translate(`${R}.fields.field`)}</TableCell>
                  <TableCell>{translate(`${R}.fields.oldValue`)}</TableCell>
                  <TableCell>{translate(`${R}.fields.newValue`)}</TableCell>
                </>
              ) : (
                <TableCell>{translate(`${R}.fields.fileName`)}</TableCell>
              )}
              {canDecide && <TableCell>{translate('pa.engine.list.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.key}>
                {kind === 'pendingList' ? (
                  <>
                    <TableCell>{item.key}</TableCell>
                    <TableCell>{item.oldValue}</TableCell>
                    <TableCell sx={{ fontWeight: 'bold' }}>{item.newValue}</TableCell>
                  </>
                ) : (
                  <TableCell>
                    {item.fileUrl ? <SafeLink href={item.fileUrl} text={item.key} /> : item.key}
                  </TableCell>
                )}
                {canDecide && (
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      <DecisionButton item={item} decision="approve" />
                      <DecisionButton item={item} decision="disapprove" />
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
