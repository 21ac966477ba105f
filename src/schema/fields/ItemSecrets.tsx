import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { InlineLoadError } from '../../components/LoadError.tsx';
import { SECRET_REVEAL_MS, SecretField } from './SecretField.tsx';
import type { PaymentAdminDataProvider } from '../../data/resourceDataProvider.ts';
import { usePartMessages } from '../../components/partMessages.ts';

export interface ItemSecretsProps {
  resource: string;
  parentId: Identifier;
  item: Identifier;
  /** Call answering the keys: `{id}` the record, `{item}` the item key. */
  path: string;
  /** The answer's fields to show, each with its label. */
  fields: readonly { source: string; label: string }[];
  /** What the keys belong to, for the button's accessible name. */
  name: string;
  /** Whether this user may read the keys (edit on the screen). Others see them hidden. */
  allowed: boolean;
}

type State =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'shown'; values: Record<string, unknown> }
  | { status: 'failed'; error: unknown };

/**
 * The keys of one sub-record (a biller's bank channel): never part of the record, read from their own
 * call only when a user with edit asks, shown for 30 s (each copyable), then forgotten again.
 */
export function ItemSecrets({ resource, parentId, item, path, fields, name, allowed }: ItemSecretsProps) {
  usePartMessages('records');
  const translate = useTranslate();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const [state, setState] = useState<State>({ status: 'hidden' });
  const shown = state.status === 'shown';

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setState({ status: 'hidden' }), SECRET_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!allowed) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('pa.engine.secret.masked')}
      </Typography>
    );
  }

  const load = () => {
    setState({ status: 'loading' });
    dataProvider
      .lookup(resource, { path, values: { id: parentId, item } })
      .then((answer) =>
        setState({
          status: 'shown',
          values: typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {},
        }),
      )
      .catch((error: unknown) => setState({ status: 'failed', error }));
  };

  if (state.status === 'shown') {
    return (
      <RecordContextProvider value={{ ...state.values, id: item }}>
        <Stack spacing={0.5}>
          {fields.map((field) => (
            <Stack key={field.source} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="caption" color="text.secondary">
                {field.label}
              </Typography>
              <SecretField source={field.source} allowed initiallyRevealed />
            </Stack>
          ))}
        </Stack>
      </RecordContextProvider>
    );
  }
  if (state.status === 'failed') return <InlineLoadError error={state.error} onRetry={load} />;
  return (
    <Button
      size="small"
      onClick={load}
      disabled={state.status === 'loading'}
      aria-label={translate('pa.engine.secret.load', { name })}
    >
      {translate('pa.engine.secret.loadShort')}
    </Button>
  );
}
