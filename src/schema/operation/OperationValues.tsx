/** Read-only views of an operation's values: a record's fields, and the before/after table. */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Labeled, RecordContextProvider, useTranslate } from 'react-admin';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import { fieldLabel } from '../labels.ts';
import type { FieldDeclaration, ResourceDefinition } from '../types.ts';
import type { Change, Values } from './operationLogic.ts';

export function declaredField(def: ResourceDefinition, source: string): FieldDeclaration {
  return def.fields.find((f) => f.source === source) ?? { source, type: 'text' };
}

function Value({ def, source, value }: { def: ResourceDefinition; source: string; value: unknown }) {
  if (value === undefined || value === null || value === '') return <span>—</span>;
  return (
    <RecordContextProvider value={{ id: source, [source]: value }}>
      <FieldDisplay field={declaredField(def, source)} context="show" />
    </RecordContextProvider>
  );
}

export function RecordFields({
  def,
  record,
  sources,
}: {
  def: ResourceDefinition;
  record: Values;
  sources: string[];
}) {
  const translate = useTranslate();
  return (
    <>
      {sources.map((source) => (
        <Labeled
          key={source}
          label={translate(fieldLabel(def, declaredField(def, source)))}
          sx={{ mr: 3, mb: 1 }}
        >
          <Value def={def} source={source} value={record[source]} />
        </Labeled>
      ))}
    </>
  );
}

export function ChangesTable({
  def,
  changes,
  showBefore,
}: {
  def: ResourceDefinition;
  changes: Change[];
  showBefore: boolean;
}) {
  const translate = useTranslate();
  if (changes.length === 0) return <Typography>{translate('pa.engine.operation.noChange')}</Typography>;
  return (
    <Table size="small" aria-label={translate('pa.engine.operation.confirmTitle')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('pa.engine.operation.field')}</TableCell>
          {showBefore && <TableCell>{translate('pa.engine.operation.before')}</TableCell>}
          <TableCell>{translate('pa.engine.operation.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.source}>
            <TableCell component="th" scope="row">
              {translate(fieldLabel(def, declaredField(def, change.source)))}
            </TableCell>
            {showBefore && (
              <TableCell>
                <Value def={def} source={change.source} value={change.before} />
              </TableCell>
            )}
            <TableCell>
              <Value def={def} source={change.source} value={change.after} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
