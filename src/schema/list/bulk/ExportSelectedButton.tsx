/**
 * "Export selected": the list's own CSV export (src/data/csvExport.ts: its columns, master names,
 * formula escaping, file name and progress dialog) of the selected rows only, as the list shows them.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext } from 'react-admin';
import { usePartMessages } from '../../../components/partMessages.ts';
import { useCsvExport } from '../../../data/csvExport.ts';
import { useSelectedRecords } from '../../actions/SelectionSummary.tsx';
import type { ResourceDefinition } from '../../types.ts';
import { ExportProgressDialog } from '../ExportProgressDialog.tsx';

export function ExportSelectedButton({ def }: { def: ResourceDefinition }) {
  usePartMessages('bulk');
  const { selectedIds } = useListContext();
  const records = useSelectedRecords(selectedIds);
  const controls = useCsvExport(def, { records });
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const error = controls.error !== null && controls.error !== dismissedError ? controls.error : null;
  // Mounted from the first export on, so that it closes with its transition.
  const [shown, setShown] = useState(false);
  const start = () => {
    setShown(true);
    setDismissedError(null);
    void controls.start();
  };
  return (
    <>
      <Button
        label="pa.bulk.exportSelected"
        disabled={controls.exporting || records.length === 0}
        onClick={start}
      >
        <DownloadIcon />
      </Button>
      {shown && (
        <ExportProgressDialog
          exporting={controls.exporting}
          progress={controls.progress}
          error={error}
          onCancel={controls.cancel}
          onDismissError={() => setDismissedError(controls.error)}
        />
      )}
    </>
  );
}
