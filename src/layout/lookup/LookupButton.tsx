/**
 * The top bar's look-up (docs/lookup.md): a button and the shortcut Ctrl+K (⌘K on a Mac), from any
 * screen, in a field too. Only these are in the first screen's code: the dialog, its messages and the
 * declarations it reads load on first use (or when the pointer or the focus reaches the button).
 */
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyPart } from '../../components/lazyPart.tsx';
import { useShellExtras } from '../shellContext.tsx';

const LookupDialog = lazyPart(() => import('./LookupDialog.tsx').then((m) => m.LookupDialog));

const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  // The key's position: Ctrl+K also with a Thai keyboard layout.
  (event.code === 'KeyK' || event.key.toLowerCase() === 'k');

export function LookupButton() {
  const { lookup } = useShellExtras();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // The dialog mounts once its messages are in, and stays mounted (closed) afterwards.
  const [ready, setReady] = useState(false);
  const prepare = useCallback(() => {
    void LookupDialog.preload().catch(() => undefined);
    return lookup?.loadMessages().catch(() => undefined);
  }, [lookup]);
  const start = useCallback(() => {
    setOpen(true);
    void prepare()?.then(() => setReady(true));
  }, [prepare]);

  useEffect(() => {
    if (!lookup) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      start();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [lookup, start]);

  if (!lookup) return null;
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  const label = `${translate('pa.lookup.open')} (${mac ? '⌘K' : 'Ctrl+K'})`;
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
