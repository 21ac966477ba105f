import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useI18nProvider, useListContext } from 'react-admin';
import { lazyPart } from '../../components/lazyPart.tsx';
import { loadPartMessages } from '../../components/partMessages.ts';
import type { ExportDeclaration, ResourceDefinition } from '../types.ts';

/**
 * The export's code (the CSV builder or the download, and the progress dialog) is not on the list's
 * first screen: it loads when the pointer or the focus reaches the button, and at the latest with the
 * first click, which then starts the export (docs/performance.md, "Bytes"). Its messages (the `records`
 * part) load beside.
 */
const ArmedExportButton = lazyPart(() => import('./ExportControls.tsx').then((m) => m.ArmedExportButton));

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
  const { total } = useListContext();
  const i18nProvider = useI18nProvider();
  const [armed, setArmed] = useState(false);
  const preload = () => {
    void ArmedExportButton.preload();
    void loadPartMessages(i18nProvider, 'records');
  };
  if (!declared) return null;
  if (armed) return <ArmedExportButton def={def} declared={declared} name={name} label={label} startNow />;
  return (
    <Button
      label={label}
      disabled={total === 0}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={() => {
        preload();
        setArmed(true);
      }}
    >
      <DownloadIcon />
    </Button>
  );
}
