import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  RecordContextProvider,
  SimpleFormIterator,
  useCanAccess,
  useFieldValue,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { toRaAction } from '../access.tsx';
import { useOptionalDeclaration } from '../declarationContext.tsx';
import { fieldLabel } from '../labels.ts';
import type { FieldDeclaration } from '../types.ts';
import { FieldDisplay } from './FieldDisplay.tsx';
import { FieldInput } from './FieldInput.tsx';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';
import { ItemSecrets } from './ItemSecrets.tsx';
import { ItemToggleButton } from './ItemToggleButton.tsx';
import { usePartMessages } from '../../components/partMessages.ts';

type Item = Record<string, unknown>;

function asItems(value: unknown): Item[] {
  return Array.isArray(value)
    ? value.filter((v): v is Item => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
}

function itemId(item: Item, key: string, index: number): string | number {
  const value = item[key];
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

/**
 * Sub-records as a table; a declared toggle turns the item's active flag into a confirmed switch. In a
 * list, only their number (without the table's permission questions, which would be one per row).
 */
export function EmbeddedListDisplay({ field, context }: DisplayProps<'embeddedList'>) {
  const items = asItems(useFieldValue({ source: field.source }));
  if (context === 'list') return <Chip size="small" label={items.length} />;
  return <EmbeddedListTable field={field} items={items} />;
}

function EmbeddedListTable({
  field,
  items,
}: {
  field: DisplayProps<'embeddedList'>['field'];
  items: Item[];
}) {
  usePartMessages('records');
  const translate = useTranslate();
  const def = useOptionalDeclaration();
  const record = useRecordContext();
  const toggleAccess = useCanAccess({
    resource: def?.name,
    action: toRaAction(field.toggle?.permission ?? 'edit'),
    enabled: field.toggle !== undefined && def !== null,
  });
  const canToggleItems = field.toggle !== undefined && toggleAccess.canAccess === true;
  const secretsAccess = useCanAccess({
    resource: def?.name,
    action: toRaAction('edit'),
    enabled: field.secrets !== undefined && def !== null,
  });
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('pa.engine.embedded.empty')}
      </Typography>
    );
  }
  const key = field.itemKey ?? 'id';
  const secrets = field.secrets;
  const label = (sub: FieldDeclaration) =>
    def ? translate(fieldLabel(def, sub), { _: sub.source }) : sub.source;

  return (
    <Table size="small" aria-label={def ? translate(fieldLabel(def, field), { _: field.source }) : undefined}>
      <TableHead>
        <TableRow>
          {field.fields.map((sub) => (
            <TableCell key={sub.source}>{label(sub)}</TableCell>
          ))}
          {secrets && <TableCell>{translate('pa.engine.secret.keys')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, index) => (
          <RecordContextProvider
            key={itemId(item, key, index)}
            value={{ ...item, id: itemId(item, key, index) }}
          >
            <TableRow>
              {field.fields.map((sub) => (
                <TableCell key={sub.source}>
                  {sub.type === 'active' && field.toggle && def && record ? (
                    <ItemToggleButton
                      resource={def.name}
                      parentId={record.id}
                      parentRecord={record}
                      listSource={field.source}
                      itemSource={sub.source}
                      item={item}
                      itemKey={key}
                      parentTitle={String(record[def.recordTitle] ?? record.id)}
                      allowed={canToggleItems}
                    />
                  ) : (
                    <FieldDisplay field={sub} context="embedded" />
                  )}
                </TableCell>
              ))}
              {secrets && def && record && (
                <TableCell>
                  <ItemSecrets
                    resource={def.name}
                    parentId={record.id}
                    item={itemId(item, key, index)}
                    path={secrets.path}
                    fields={secrets.fields.map((source) => ({
                      source,
                      label: translate(fieldLabel(def, { source }), { _: source }),
                    }))}
                    name={`${String(record[def.recordTitle] ?? record.id)} — ${String(itemId(item, key, index))}`}
                    allowed={secretsAccess.canAccess === true}
                  />
                </TableCell>
              )}
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
}

export function EmbeddedListInput({ field, disabled, validate }: InputProps<'embeddedList'>) {
  usePartMessages('records');
  const def = useOptionalDeclaration();
  const translate = useTranslate();
  const props = baseInputProps(field, disabled, validate);
  // ArrayInput's legend is not tied to its rows: the group carries the list's name for assistive tech.
  const name = translate(props.label ?? (def ? fieldLabel(def, field) : field.source), { _: field.source });
  return (
    <Stack role="group" aria-label={name}>
      <ArrayInput {...props}>
        <SimpleFormIterator inline disabled={disabled}>
          {field.fields
            .filter((sub) => sub.form !== false)
            .map((sub) => (
              <FieldInput
                key={sub.source}
                field={{ ...sub, label: sub.label ?? (def ? fieldLabel(def, sub) : undefined) }}
              />
            ))}
        </SimpleFormIterator>
      </ArrayInput>
    </Stack>
  );
}
