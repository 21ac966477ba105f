/**
 * The export button once it has been used (ExportButton.tsx loads it on the first hover, focus or
 * click): the export itself (a CSV built in the browser, or the server's file) and its progress dialog.
 */
import { useEffect, useRef, useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext } from 'react-admin';
import { useCsvExport, useServerDownload, type ExportControls } from '../../data/csvExport.ts';
import type { ExportDeclaration, ResourceDefinition } from '../types.ts';
import { ExportProgressDialog } from './ExportProgressDialog.tsx';
import { usePartMessages } from '../../components/partMessages.ts';

interface ArmedProps {
  def: ResourceDefinition;
  declared: ExportDeclaration;
  name?: string;
  label: string;
  /** The click that loaded this part: it starts the export at once. */
  startNow: boolean;
}

/**
 * An export's button and its progress dialog, for the list's rows or the selected ones
 * (bulk/ExportSelectedButton.tsx): the export gets the list's filter and sort (the file's name carries
 * the filtered date range).
 */
export function ExportControlsButton({
  controls,
  label,
  startNow = false,
  disabled,
}: {
  controls: ExportControls;
  label: string;
  /** The click that loaded this part: it starts the export at once. */
  startNow?: boolean;
  /** Default: while the list has no rows. */
  disabled?: boolean;
}) {
  const { filterValues, sort, total } = useListContext();
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const error = controls.error !== null && controls.error !== dismissedError ? controls.error : null;
  // Mounted from the first export on (only this button starts one), so that it closes with its transition.
  const [shown, setShown] = useState(false);
  const start = () => {
    setShown(true);
    setDismissedError(null);
    void controls.start(filterValues, sort);
  };
  const started = useRef(false);
  useEffect(() => {
    if (!startNow || started.current) return undefined;
    started.current = true;
    start();
    // Unmounted, the export stops (useExportRunner): a part mounted again (StrictMode in development)
    // starts it again.
    return () => {
      started.current = false;
    };
    // Once, for the click that loaded the part.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <Button label={label} disabled={controls.exporting || (disabled ?? total === 0)} onClick={start}>
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

function CsvExportButton({ def, label, startNow }: Omit<ArmedProps, 'declared' | 'name'>) {
  return <ExportControlsButton controls={useCsvExport(def)} label={label} startNow={startNow} />;
}

function ServerExportButton({ def, label, name, startNow }: Omit<ArmedProps, 'declared'>) {
  return <ExportControlsButton controls={useServerDownload(def, name)} label={label} startNow={startNow} />;
}

export function ArmedExportButton({ def, declared, name, label, startNow }: ArmedProps) {
  usePartMessages('records');
  return declared.mode === 'csv' ? (
    <CsvExportButton def={def} label={label} startNow={startNow} />
  ) : (
    <ServerExportButton def={def} label={label} name={name} startNow={startNow} />
  );
}
