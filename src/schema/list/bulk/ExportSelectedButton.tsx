/**
 * "Export selected": the list's own CSV export (src/data/csvExport.ts, with its columns, master names,
 * formula escaping, file name and progress dialog) of the selected rows only. The export reads its rows
 * through the data provider's `fetchAllPages`; here that read answers the selected rows as the list
 * showed them, so nothing else of the export changes.
 */
import { useContext, useMemo } from 'react';
import { DataProviderContext, useListContext, type DataProvider } from 'react-admin';
import { usePartMessages } from '../../../components/partMessages.ts';
import type { PaymentAdminDataProvider } from '../../../data/resourceDataProvider.ts';
import { useSelectedRecords } from '../../actions/SelectionSummary.tsx';
import type { ResourceDefinition } from '../../types.ts';
import { ArmedExportButton } from '../ExportControls.tsx';

const CSV = { mode: 'csv' } as const;

export function ExportSelectedButton({ def }: { def: ResourceDefinition }) {
  usePartMessages('bulk');
  const provider = useContext(DataProviderContext) as (DataProvider & PaymentAdminDataProvider) | null;
  const { selectedIds } = useListContext();
  const records = useSelectedRecords(selectedIds);
  const selectedOnly = useMemo(
    () =>
      provider && {
        ...provider,
        fetchAllPages: (
          _resource: string,
          params: { onProgress?: (done: number, total: number) => void },
        ) => {
          params.onProgress?.(records.length, records.length);
          return Promise.resolve(records);
        },
      },
    [provider, records],
  );
  if (!selectedOnly) return null;
  return (
    <DataProviderContext.Provider value={selectedOnly}>
      <ArmedExportButton def={def} declared={CSV} label="pa.bulk.exportSelected" startNow={false} />
    </DataProviderContext.Provider>
  );
}
