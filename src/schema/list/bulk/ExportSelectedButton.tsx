/**
 * "Export selected": the list's own CSV export (src/data/csvExport.ts: its columns, master names,
 * formula escaping, file name and progress dialog) of the selected rows only, as the list shows them,
 * with the list's export button and dialog (ExportControls.tsx).
 */
import { useListContext } from 'react-admin';
import { usePartMessages } from '../../../components/partMessages.ts';
import { useCsvExport } from '../../../data/csvExport.ts';
import { useSelectedRecords } from '../../actions/SelectionSummary.tsx';
import type { ResourceDefinition } from '../../types.ts';
import { ExportControlsButton } from '../ExportControls.tsx';

export function ExportSelectedButton({ def }: { def: ResourceDefinition }) {
  usePartMessages('records');
  usePartMessages('bulk');
  const { selectedIds } = useListContext();
  const records = useSelectedRecords(selectedIds);
  const controls = useCsvExport(def, { records });
  return (
    <ExportControlsButton
      controls={controls}
      label="pa.bulk.exportSelected"
      disabled={records.length === 0}
    />
  );
}
