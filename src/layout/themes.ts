/** The three themes (light, dark, high contrast) on react-admin's theme options: green-teal primary, Sarabun text, Kanit chips. */
import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import type { ClientSettings, ThemeName } from './settings.ts';

export const SIDEBAR_WIDTH = 256;
export const APP_BAR_HEIGHT = 64;

const TEXT_FONT = '"Sarabun", "Noto Sans Thai", system-ui, sans-serif';
const CHIP_FONT = '"Kanit", "Sarabun", system-ui, sans-serif';

/** The colours both light themes use: each meets 4.5:1 as text on white and under white text. */
const LIGHT_COLOURS = {
  // Teal 700, not 600: primary text (links, text buttons) needs 4.5:1 on white and on the form toolbar's grey.
  primary: { main: '#00796b', contrastText: '#ffffff' },
  // MUI's orange (#ed6c02) misses 4.5:1 as text on white and under white chip text (axe color-contrast).
  warning: { main: '#b45309', contrastText: '#ffffff' },
  // Likewise MUI's light blue info (#0288d1) under white chip text.
  info: { main: '#01579b', contrastText: '#ffffff' },
};

const palettes: Record<ThemeName, RaThemeOptions['palette']> = {
  LIGHT: {
    mode: 'light',
    ...LIGHT_COLOURS,
    secondary: { main: '#00695c' },
    background: { default: '#f4f7f6', paper: '#ffffff' },
  },
  ONE_DARK: {
    mode: 'dark',
    primary: { main: '#4db6ac', contrastText: '#0b1f1d' },
    secondary: { main: '#61afef' },
    background: { default: '#21252b', paper: '#282c34' },
    text: { primary: '#dcdfe4', secondary: '#abb2bf' },
  },
  UNICORN: {
    mode: 'light',
    ...LIGHT_COLOURS,
    secondary: { main: '#c2185b' },
    background: { default: '#fbf5ff', paper: '#ffffff' },
  },
};

const appBarColours: Record<ThemeName, string> = {
  LIGHT: '#00796b',
  ONE_DARK: '#1b1f24',
  UNICORN: '#7e57c2',
};

/** The system asks for less motion (an accessibility setting of the user's device). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** No transitions, no ripples: menus, dialogs and drawers appear at once. */
const WITHOUT_MOTION: Pick<RaThemeOptions, 'transitions'> = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
};

export function themeOptions(
  name: ThemeName,
  direction: ClientSettings['direction'],
  reducedMotion = prefersReducedMotion(),
): RaThemeOptions {
  return {
    ...(reducedMotion ? WITHOUT_MOTION : {}),
    direction,
    palette: palettes[name],
    typography: { fontFamily: TEXT_FONT },
    shape: { borderRadius: 8 },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: 56 },
    components: {
      MuiChip: { styleOverrides: { root: { fontFamily: CHIP_FONT } } },
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      // A name given to a checkbox (react-admin's row selection passes `aria-label`) belongs on its
      // input: on the wrapping span it is a prohibited attribute and leaves the input unnamed.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            // The inner switch sees the root's props, so the name travels there as a data attribute.
            root: (ownerState: CheckboxOwnerState) =>
              ownerState['aria-label']
                ? { 'aria-label': undefined, 'data-input-label': ownerState['aria-label'] }
                : {},
            input: (ownerState: CheckboxOwnerState & { 'data-input-label'?: string }) => {
              const label = ownerState['aria-label'] ?? ownerState['data-input-label'];
              return label ? { 'aria-label': label } : {};
            },
          },
        },
      },
      MuiAppBar: {
        styleOverrides: { root: { backgroundColor: appBarColours[name], color: '#ffffff' } },
      },
      MuiToolbar: { styleOverrides: { root: { minHeight: APP_BAR_HEIGHT } } },
    },
  };
}

/** react-admin accepts a built theme too; building it here is what lets responsive font sizes apply. */
export function buildTheme(settings: ClientSettings): Theme {
  const theme = createTheme(themeOptions(settings.theme, settings.direction));
  return settings.responsiveFontSizes ? responsiveFontSizes(theme) : theme;
}
