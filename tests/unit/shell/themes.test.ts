import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeOptions } from '../../../src/layout/themes.ts';

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
