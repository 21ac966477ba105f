import SettingsIcon from '@mui/icons-material/Settings';
import {
  Divider,
  FormControlLabel,
  IconButton,
  ListSubheader,
  Menu,
  MenuItem,
  Switch,
  Tooltip,
} from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { THEME_NAMES, useSettings } from './settings.ts';

export function SettingsMenu() {
  const translate = useTranslate();
  const [settings, update] = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);
  const title = translate('pa.settings.title');
  return (
    <>
      <Tooltip title={title}>
        <IconButton color="inherit" aria-label={title} aria-haspopup="menu" onClick={open}>
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <ListSubheader>{translate('pa.settings.theme')}</ListSubheader>
        {THEME_NAMES.map((name) => (
          <MenuItem key={name} selected={settings.theme === name} onClick={() => update({ theme: name })}>
            {translate(`pa.settings.themes.${name}`)}
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader>{translate('pa.settings.direction')}</ListSubheader>
        {(['ltr', 'rtl'] as const).map((direction) => (
          <MenuItem
            key={direction}
            selected={settings.direction === direction}
            onClick={() => update({ direction })}
          >
            {translate(`pa.settings.${direction}`)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => update({ responsiveFontSizes: !settings.responsiveFontSizes })}>
          <FormControlLabel
            control={<Switch checked={settings.responsiveFontSizes} size="small" />}
            label={translate('pa.settings.responsive_font_sizes')}
            sx={{ pointerEvents: 'none' }}
          />
        </MenuItem>
      </Menu>
    </>
  );
}
