/** The settings menu's items (theme, text direction, start page, font sizes): loaded with their messages on first use. */
import { Divider, FormControlLabel, ListSubheader, Menu, MenuItem, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { START_PAGES, THEME_NAMES, useSettings } from './settings.ts';

export function SettingsMenuList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const translate = useTranslate();
  const [settings, update] = useSettings();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
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
      <ListSubheader>{translate('pa.settings.start_page')}</ListSubheader>
      {START_PAGES.map((startPage) => (
        <MenuItem
          key={startPage}
          selected={(settings.startPage ?? 'landing') === startPage}
          onClick={() => update({ startPage })}
          data-testid={`start-page-${startPage}`}
        >
          {translate(`pa.settings.start_pages.${startPage}`)}
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
  );
}
