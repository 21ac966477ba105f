import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useListContext, useTranslate } from 'react-admin';
import { errorText } from '../../components/errorText.ts';

/** The list call failed: the server's message and a way to try again (filters stay as they were). */
export function ListError() {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  const message = errorText(error);
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('pa.engine.list.retry')}
        </Button>
      }
    >
      {translate(message, { _: message })}
    </Alert>
  );
}
