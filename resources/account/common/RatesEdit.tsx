import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import {
  ArrayInput,
  Edit,
  Loading,
  SimpleForm,
  SimpleFormIterator,
  useDataProvider,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { EditLoadError, KEEP_PAGE_ON_ERROR, LoadError } from '../../../src/components/index.ts';
import type { PaymentAdminDataProvider } from '../../../src/data/index.ts';
import {
  ConflictChannelContext,
  FieldInput,
  FormToolbar,
  RecordTitle,
  UnsavedChangesGuard,
  useDeclaration,
  useDeclaredPaths,
  useDeclaredRedirectPaths,
  useEditConflicts,
} from '../../../src/schema/pages.ts';
import type { FieldDeclaration } from '../../../src/schema/index.ts';

export interface RatesEditProps {
  /** Array field of the record holding one rate per row (`rates`, `channels`). */
  listSource: string;
  /** Fields of a row shown read-only (bank, channel). */
  keyFields: readonly string[];
  /** The rate's field in a row: a percent 0–100 with at most 2 decimals. */
  rateSource: string;
  /** A call of the resource's service answering the current rows (`mdr/rate/{id}`); else the record's. */
  lookupPath?: string;
}

function rowsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
}

function RatesForm({
  listSource,
  keyFields,
  rateSource,
  lookupPath,
  paymentTerm,
  shownRows,
}: RatesEditProps & {
  paymentTerm: FieldDeclaration;
  /** The rows the form was filled with: their keys (bank, channel) go back with the edited rates. */
  shownRows: MutableRefObject<Record<string, unknown>[]>;
}) {
  const def = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const paths = useDeclaredPaths(def);
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const [looked, setLooked] = useState<{ rows?: Record<string, unknown>[]; error?: unknown }>({});
  /** Bumped by the retry button of a failed look-up. */
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!lookupPath || !record) return;
    const controller = new AbortController();
    setLooked({});
    dataProvider
      .lookup(def.name, { path: lookupPath, values: { id: record.id }, signal: controller.signal })
      .then((answer) => setLooked({ rows: rowsOf(answer) }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLooked({ error });
      });
    return () => controller.abort();
  }, [dataProvider, def.name, lookupPath, record, attempt]);
  if (!record) return null;
  if (lookupPath && looked.error !== undefined) {
    return <LoadError error={looked.error} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (lookupPath && !looked.rows)
    return <Loading loadingSecondary={translate(`resources.${def.name}.fields.${listSource}`)} />;
  const rows = lookupPath ? (looked.rows ?? []) : rowsOf(record[listSource]);
  shownRows.current = rows;
  const formRecord: RaRecord = { ...record, [listSource]: rows };
  const rate: FieldDeclaration = {
    source: rateSource,
    type: 'percent',
    required: true,
    label: `resources.${def.name}.fields.${rateSource}`,
  };
  return (
    <SimpleForm
      record={formRecord}
      noValidate
      sx={{ '& .MuiFormHelperText-root': { mb: 1 } }}
      toolbar={<FormToolbar cancelTo={paths.view(record.id)} />}
    >
      <UnsavedChangesGuard />
      <FieldInput field={paymentTerm} />
      <ArrayInput source={listSource} label={`resources.${def.name}.fields.${listSource}`}>
        <SimpleFormIterator inline disableAdd disableRemove disableReordering disableClear>
          {keyFields.map((source) => (
            <FieldInput
              key={source}
              field={{
                source,
                type: 'text',
                readOnly: true,
                label: `resources.${def.name}.fields.${source}`,
              }}
            />
          ))}
          <FieldInput field={rate} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

/**
 * Edit of a payment term and a list of percent rates (MDR per store, initial MDR per bank): pessimistic,
 * sends only the term and the rates, keeps what was typed when the server refuses, opens the view on
 * success.
 */
export function RatesEdit(props: RatesEditProps) {
  const def = useDeclaration();
  const { id = '' } = useParams<{ id: string }>();
  const targets = useDeclaredRedirectPaths(def);
  const paymentTerm = def.fields.find((f) => f.source === 'paymentTerm');
  if (!paymentTerm) throw new Error(`${def.name} declares no paymentTerm`);
  const shownRows = useRef<Record<string, unknown>[]>([]);
  const conflicts = useEditConflicts();
  const transform = (data: RaRecord) => ({
    paymentTerm: Number(data.paymentTerm),
    [props.listSource]: rowsOf(data[props.listSource]).map((row, i) => ({
      ...Object.fromEntries(props.keyFields.map((k) => [k, shownRows.current[i]?.[k] ?? row[k]])),
      [props.rateSource]: Number(row[props.rateSource]),
    })),
  });
  return (
    <Edit
      resource={def.name}
      id={id}
      mutationMode="pessimistic"
      queryOptions={KEEP_PAGE_ON_ERROR}
      error={<EditLoadError />}
      redirect={() => targets.view(id)}
      transform={transform}
      // A save refused because the rates changed meanwhile opens the form's conflict part.
      mutationOptions={{ onError: conflicts.onError }}
      title={<RecordTitle def={def} />}
      actions={false}
    >
      <ConflictChannelContext value={conflicts}>
        <RatesForm {...props} paymentTerm={paymentTerm} shownRows={shownRows} />
      </ConflictChannelContext>
    </Edit>
  );
}
