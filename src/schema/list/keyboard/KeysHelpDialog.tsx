import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { usePartMessages } from '../../../components/partMessages.ts';
import type { ListKeyAction } from './listKeys.ts';

/** The help's rows: each action with the keys that do it, as printed on a keyboard. */
const ROWS: { action: ListKeyAction; keys: string[] }[] = [
  { action: 'search', keys: ['/'] },
  { action: 'nextRow', keys: ['j', '↓'] },
  { action: 'previousRow', keys: ['k', '↑'] },
  { action: 'open', keys: ['Enter', 'o'] },
  { action: 'select', keys: ['x'] },
  { action: 'nextPage', keys: ['n'] },
  { action: 'previousPage', keys: ['p'] },
  { action: 'help', keys: ['?'] },
];

const TITLE_ID = 'list-keys-title';

/** The list's keys (`?`), in the console's language. Loads at the first `?`. */
export function KeysHelpDialog({ onClose }: { onClose: () => void }) {
  usePartMessages('lists');
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <DialogTitle id={TITLE_ID}>{translate('pa.engine.keys.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('pa.engine.keys.intro')}</DialogContentText>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('pa.engine.keys.key')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('pa.engine.keys.action')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map(({ action, keys }) => (
              <TableRow key={action}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {keys.map((key, i) => (
                    <Fragment key={key}>
                      {i > 0 && ` ${translate('pa.engine.keys.or')} `}
                      <Box
                        component="kbd"
                        sx={{
                          px: 0.75,
                          py: 0.25,
                          border: 1,
                          borderColor: 'text.secondary',
                          borderRadius: 1,
                          fontFamily: 'monospace',
                        }}
                      >
                        {key}
                      </Box>
                    </Fragment>
                  ))}
                </TableCell>
                <TableCell>{translate(`pa.engine.keys.${action}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('pa.engine.views.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
