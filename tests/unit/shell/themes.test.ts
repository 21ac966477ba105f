import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme, themeOptions } from '../../../src/layout/themes.ts';
import { THEME_NAMES } from '../../../src/layout/settings.ts';

describe('themes and the reduced-motion setting', () => {
  it('keep MUI’s transitions and ripples by default', () => {
    const theme = createTheme(themeOptions('LIGHT', 'ltr', false));
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase).toBeUndefined();
  });

  it('drop every transition and ripple when the device asks for less motion', () => {
    const theme = createTheme(themeOptions('ONE_DARK', 'ltr', true));
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The rest of the theme is the same.
    expect(theme.palette.mode).toBe('dark');
  });
});

describe("themes and MUI's CSS theme variables", () => {
  // The build replaces MUI's CSS-variables modules with stand-ins that throw (build/libraryEdges.ts):
  // MUI takes that path for a theme with `cssVariables` or `colorSchemes`.
  const settings = THEME_NAMES.flatMap((theme) =>
    (['ltr', 'rtl'] as const).flatMap((direction) =>
      [false, true].map((responsiveFontSizes) => ({ theme, direction, responsiveFontSizes })),
    ),
  );

  it.each(settings)('$theme, $direction, responsive $responsiveFontSizes: a theme without them', (chosen) => {
    for (const reducedMotion of [false, true]) {
      const options = themeOptions(chosen.theme, chosen.direction, reducedMotion);
      expect(options).not.toHaveProperty('cssVariables');
      expect(options).not.toHaveProperty('colorSchemes');
    }
    const built = buildTheme(chosen);
    expect(built).not.toHaveProperty('colorSchemes');
    // react-admin's ThemeProvider makes a theme again from the one it is given, as MUI's does.
    expect(createTheme(built)).not.toHaveProperty('colorSchemes');
  });
});
