/** One input step of an operation: the declared fields, kept as typed when the user comes back. */
import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { FieldInput } from '../fields/FieldInput.tsx';
import type { ResourceDefinition } from '../types.ts';
import type { Values } from './operationLogic.ts';
import { declaredField } from './OperationValues.tsx';

export function OperationForm({
  def,
  sources,
  values,
  submitLabel,
  onSubmit,
  onBack,
  busy,
  children,
}: {
  def: ResourceDefinition;
  sources: string[];
  values: Values;
  submitLabel: string;
  onSubmit: (values: Values) => void;
  onBack?: () => void;
  busy?: boolean;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Form defaultValues={values} onSubmit={(submitted: Values) => onSubmit(submitted)}>
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        {sources.map((source) => (
          <FieldInput key={source} field={declaredField(def, source)} />
        ))}
        {children}
        <Stack direction="row" spacing={1}>
          {onBack && (
            <Button onClick={onBack} disabled={busy}>
              {translate('pa.engine.operation.back')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(submitLabel)}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
