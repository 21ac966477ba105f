/**
 * A changed field's values as the History shows them (History.tsx): by the field's own display, as a
 * view page shows it (a status by its label, a master value by its name in the current language,
 * yes/no, money, dates); a list as what was added and removed; a sub-record list (a bank's payment
 * channels) as the items added, removed and changed; a secret never in clear.
 */
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import type { FieldDeclaration, ResourceDefinition } from '../types.ts';
import { isListChange, itemName, listDiff, type HistoryChange } from './historyDiff.ts';

type Translate = ReturnType<typeof useTranslate>;

/** The section's words (`pa.history.*`). */
const key = (name: string) => `pa.history.${name}`;

/** A value as plain text: yes/no, a list joined, or "(empty)" (a field the screen does not declare). */
export function historyValue(value: unknown, translate: Translate, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'boolean') return translate(value ? 'pa.engine.yesNo.yes' : 'pa.engine.yesNo.no');
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object'))
    return value.length === 0 ? empty : value.map((item) => historyValue(item, translate, empty)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Kinds shown as text rather than by their display: a secret is never shown in clear. */
const MASKED = new Set(['secret']);

/** One value of a declared field by that field's display; plain text for an undeclared one. */
function Value({ field, value }: { field: FieldDeclaration | undefined; value: unknown }) {
  const translate = useTranslate();
  const empty = translate(key('emptyValue'));
  if (isBlank(value)) return <>{empty}</>;
  if (field && MASKED.has(field.type)) return <>••••••</>;
  if (!field || field.type === 'embeddedList' || field.type === 'permissionMatrix')
    return <>{historyValue(value, translate, empty)}</>;
  return (
    <RecordContextProvider value={{ id: field.source, [field.source]: value }}>
      <FieldDisplay field={field} context="embedded" />
    </RecordContextProvider>
  );
}

/** A field's label: the page's own, else the writing screen's, else its name. */
export function useFieldLabel(def: ResourceDefinition, writer: string) {
  const translate = useTranslate();
  return (field: string, within: ResourceDefinition['name'] = def.name) =>
    translate(`resources.${within}.fields.${field}`, {
      _: translate(`resources.${writer}.fields.${field}`, { _: field }),
    });
}

/** A list's change in words: "added …; removed …; <item>: <field> before → after". */
function ListChange({
  field,
  change,
  label,
}: {
  field: FieldDeclaration | undefined;
  change: HistoryChange;
  label: (field: string) => string;
}) {
  const translate = useTranslate();
  const itemKey = field?.type === 'embeddedList' ? field.itemKey : undefined;
  const diff = listDiff(change.before, change.after, itemKey);
  const names = (items: unknown[]): ReactNode =>
    field?.type === 'embeddedList' || items.some((item) => typeof item === 'object' && item !== null) ? (
      items.map((item) => itemName(item, itemKey)).join(', ')
    ) : (
      <Value field={field} value={items} />
    );
  const sub = (source: string) =>
    field?.type === 'embeddedList' ? field.fields.find((f) => f.source === source) : undefined;
  const lines: ReactNode[] = [];
  if (diff.added.length > 0)
    lines.push(
      <>
        {translate(key('added'))} {names(diff.added)}
      </>,
    );
  if (diff.removed.length > 0)
    lines.push(
      <>
        {translate(key('removed'))} {names(diff.removed)}
      </>,
    );
  for (const item of diff.changed)
    for (const c of item.changes)
      lines.push(
        <>
          {item.key}: {label(c.field)} <Value field={sub(c.field)} value={c.before} /> →{' '}
          <Value field={sub(c.field)} value={c.after} />
        </>,
      );
  return (
    <>
      {lines.map((line, i) => (
        <Box component="span" key={i} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </>
  );
}

/** One changed field's row: its label, then before and after (a list's change in one cell). */
export function ChangeRow({
  def,
  change,
  label,
}: {
  def: ResourceDefinition;
  change: HistoryChange;
  label: (field: string) => string;
}) {
  const field = def.fields.find((f) => f.source === change.field);
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label(change.field)}
      </TableCell>
      {isListChange(change) ? (
        <TableCell colSpan={2} sx={{ wordBreak: 'break-word' }}>
          <ListChange field={field} change={change} label={label} />
        </TableCell>
      ) : (
        <>
          <TableCell sx={{ wordBreak: 'break-word' }}>
            <Value field={field} value={change.before} />
          </TableCell>
          <TableCell sx={{ wordBreak: 'break-word' }}>
            <Value field={field} value={change.after} />
          </TableCell>
        </>
      )}
    </TableRow>
  );
}
