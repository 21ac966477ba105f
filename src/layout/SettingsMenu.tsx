/**
 * The top bar's settings button. Only the button is in the first screen's code: the menu and its
 * messages load on first use, or when the pointer or the focus reaches the button (as the look-up's).
 */
import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useI18nProvider, useTranslate } from 'react-admin';
import { lazyPart } from '../components/lazyPart.tsx';
import { loadPartMessages } from '../components/partMessages.ts';

const SettingsMenuList = lazyPart(() => import('./SettingsMenuList.tsx').then((m) => m.SettingsMenuList));

export function SettingsMenu() {
  const translate = useTranslate();
  const i18nProvider = useI18nProvider();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu mounts once its code and messages are in (a failed load leaves the button as it was).
  const [ready, setReady] = useState(false);
  const prepare = () =>
    Promise.all([SettingsMenuList.preload(), loadPartMessages(i18nProvider, 'settings')]).then(
      () => setReady(true),
      () => undefined,
    );
  const open = (event: MouseEvent<HTMLElement>) => {
    const button = event.currentTarget;
    void prepare().then(() => setAnchor(button));
  };
  const title = translate('pa.settings.title');
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          color="inherit"
          aria-label={title}
          aria-haspopup="menu"
          onClick={open}
          onPointerEnter={prepare}
          onFocus={prepare}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      {ready && <SettingsMenuList anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
