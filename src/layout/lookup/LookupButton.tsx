/**
 * The top bar's look-up (docs/lookup.md): a button and the shortcut Ctrl+K (⌘K on a Mac), from any
 * screen, in a field too. Only these are in the first screen's code: the dialog, its messages and the
 * declarations it reads load on first use (or when the pointer or the focus reaches the button).
 */
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useI18nProvider, useTranslate } from 'react-admin';
import { lazyPart } from '../../components/lazyPart.tsx';
import { loadPartMessages } from '../../components/partMessages.ts';
import { useShellExtras } from '../shellContext.tsx';

const LookupDialog = lazyPart(() => import('./LookupDialog.tsx').then((m) => m.LookupDialog));

export function LookupButton() {
  const { lookup } = useShellExtras();
  const translate = useTranslate();
  const i18nProvider = useI18nProvider();
  const [open, setOpen] = useState(false);
  // The dialog mounts once its code and messages are in (a failed load is the dialog's to report).
  const [ready, setReady] = useState(false);
  const prepare = () =>
    Promise.all([LookupDialog.preload(), loadPartMessages(i18nProvider, 'lookup')]).catch(() => undefined);
  const start = () => {
    setOpen(true);
    void prepare().then(() => setReady(true));
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The key's position (KeyK): Ctrl+K also with a Thai keyboard layout.
      if ((event.ctrlKey || event.metaKey) && !event.altKey && (event.code === 'KeyK' || event.key === 'k')) {
        event.preventDefault();
        start();
      }
    };
    if (lookup) addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });
  if (!lookup) return null;
  const label = `${translate('pa.lookup.open')} (${/Mac|iP/.test(navigator.platform) ? '⌘K' : 'Ctrl+K'})`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={start}
          onPointerEnter={prepare}
          onFocus={prepare}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {ready && <LookupDialog open={open} onClose={() => setOpen(false)} support={lookup} />}
    </>
  );
}
