import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext } from 'react-admin';
import { useCsvExport, useServerDownload, type ExportControls } from '../../data/csvExport.ts';
import type { ExportDeclaration, ResourceDefinition } from '../types.ts';
import { lazyPart } from '../../components/lazyPart.tsx';

// Loaded with the first export (and on the button's hover or focus): a list shows the button, and
// only an export shows the dialog.
const ExportProgressDialog = lazyPart(() =>
  import('./ExportProgressDialog.tsx').then((m) => m.ExportProgressDialog),
);

function ExportControlsButton({ controls, label }: { controls: ExportControls; label: string }) {
  const { filterValues, sort, total } = useListContext();
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const error = controls.error !== null && controls.error !== dismissedError ? controls.error : null;
  // Mounted from the first export on (only this button starts one), so that it closes with its transition.
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button
        label={label}
        disabled={controls.exporting || total === 0}
        onMouseEnter={() => void ExportProgressDialog.preload()}
        onFocus={() => void ExportProgressDialog.preload()}
        onClick={() => {
          setShown(true);
          setDismissedError(null);
          void controls.start(filterValues, sort);
        }}
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

function CsvExportButton({ def, label }: { def: ResourceDefinition; label: string }) {
  return <ExportControlsButton controls={useCsvExport(def)} label={label} />;
}

function ServerExportButton({ def, label, name }: { def: ResourceDefinition; label: string; name?: string }) {
  return <ExportControlsButton controls={useServerDownload(def, name)} label={label} />;
}

/**
 * Exports what the list currently filters: a CSV built in the browser, or the server's file.
 * The caller shows it only to users with the `export` permission.
 */
export function ExportButton({
  def,
  declared = def.export,
  name,
  label = 'ra.action.export',
}: {
  def: ResourceDefinition;
  /** One of the declaration's `exports` (default: its `export`). */
  declared?: ExportDeclaration;
  /** That export's name, which the download call sends. */
  name?: string;
  label?: string;
}) {
  if (!declared) return null;
  return declared.mode === 'csv' ? (
    <CsvExportButton def={def} label={label} />
  ) : (
    <ServerExportButton def={def} label={label} name={name} />
  );
}
