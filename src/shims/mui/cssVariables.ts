/**
 * Stand-ins for MUI's CSS theme variables (`@mui/material/styles/createThemeWithVars.mjs` and
 * `ThemeProviderWithVars.mjs`), which the build puts in their place (vite.config.ts,
 * `muiWithoutCssVariables`). MUI reaches them only for a theme made with `cssVariables` or
 * `colorSchemes`; the console's themes (src/layout/themes.ts) use neither, and
 * tests/unit/shell/themes.test.ts holds them to that. Left in, they were about 5 KB gzip on every
 * screen. Reaching one of these is a build error to fix, not a state to run in.
 */
const DISABLED =
  "MUI's CSS theme variables are not in this build (vite.config.ts, muiWithoutCssVariables): " +
  'a theme with cssVariables or colorSchemes needs them back';

function disabled(): never {
  throw new Error(DISABLED);
}

export default disabled;
export const CssVarsProvider = disabled;
export const Experimental_CssVarsProvider = disabled;
export const useColorScheme = disabled;
export const getInitColorSchemeScript = disabled;
