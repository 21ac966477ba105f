import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext } from 'react-admin';
import { useCsvExport, useServerDownload, type ExportControls } from '../data/csvExport.ts';
import type { ResourceDefinition } from '../schema/types.ts';
import { ExportProgressDialog } from './ExportProgressDialog.tsx';

function ExportControlsButton({ controls }: { controls: ExportControls }) {
  const { filterValues, sort, total } = useListContext();
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const error = controls.error !== null && controls.error !== dismissedError ? controls.error : null;
  return (
    <>
      <Button
        label="ra.action.export"
        disabled={controls.exporting || total === 0}
        onClick={() => {
          setDismissedError(null);
          void controls.start(filterValues, sort);
        }}
      >
        <DownloadIcon />
      </Button>
      <ExportProgressDialog
        exporting={controls.exporting}
        progress={controls.progress}
        error={error}
        onCancel={controls.cancel}
        onDismissError={() => setDismissedError(controls.error)}
      />
    </>
  );
}

function CsvExportButton({ def }: { def: ResourceDefinition }) {
  return <ExportControlsButton controls={useCsvExport(def)} />;
}

function ServerExportButton({ def }: { def: ResourceDefinition }) {
  return <ExportControlsButton controls={useServerDownload(def)} />;
}

/**
 * Exports what the list currently filters: a CSV built in the browser, or the server's file.
 * The caller shows it only to users with the `export` permission.
 */
export function ExportButton({ def }: { def: ResourceDefinition }) {
  if (!def.export) return null;
  return def.export.mode === 'csv' ? <CsvExportButton def={def} /> : <ServerExportButton def={def} />;
}
