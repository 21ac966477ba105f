import { useContext, useRef } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { formatMoney } from '../../data/formatMoney.ts';
import { formatSatang, sumField } from '../../data/money.ts';
import { fieldLabel } from '../labels.ts';
import type { FieldDeclaration, ResourceDefinition } from '../types.ts';

/**
 * The records of the selection, also those selected on another page: every row the list has shown
 * while this component was mounted is remembered by id.
 */
export function useSelectedRecords(ids: readonly Identifier[]): RaRecord[] {
  const list = useContext(ListContext);
  const seen = useRef(new Map<Identifier, RaRecord>());
  for (const record of list?.data ?? []) seen.current.set(record.id, record);
  return ids.map((id) => seen.current.get(id) ?? { id });
}

function cellText(field: FieldDeclaration | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field?.type === 'money' && (typeof value === 'number' || typeof value === 'string'))
    return formatMoney(value);
  return String(value);
}

/** The selected rows of a bulk action's confirmation, with the exact total of a money field. */
export function SelectionSummary({
  def,
  records,
  summary,
}: {
  def: ResourceDefinition;
  records: readonly RaRecord[];
  summary: { fields: string[]; total?: string };
}) {
  const translate = useTranslate();
  const fields = summary.fields.map((source) => ({
    source,
    declared: def.fields.find((f) => f.source === source),
  }));
  const label = (source: string, declared?: FieldDeclaration) =>
    translate(declared ? fieldLabel(def, declared) : `resources.${def.name}.fields.${source}`, { _: source });
  return (
    <>
      <Table size="small" aria-label={translate('pa.engine.action.selectedRows')}>
        <TableHead>
          <TableRow>
            {fields.map(({ source, declared }) => (
              <TableCell key={source}>{label(source, declared)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={String(record.id)}>
              {fields.map(({ source, declared }) => (
                <TableCell key={source}>{cellText(declared, record[source])}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {summary.total && (
        <Typography sx={{ mt: 1, fontWeight: 'bold' }} data-testid="selection-total">
          {translate('pa.engine.action.total', {
            smart_count: records.length,
            total: formatSatang(sumField(records, summary.total)),
          })}
        </Typography>
      )}
    </>
  );
}
