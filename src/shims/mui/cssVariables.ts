/**
 * Stand-ins for MUI's CSS theme variables (`@mui/material/styles/createThemeWithVars.mjs` and
 * `ThemeProviderWithVars.mjs`), for MUI's own style modules (build/libraryEdges.ts). MUI reaches them
 * only for a theme made with `cssVariables` or `colorSchemes`; the console's themes
 * (src/layout/themes.ts) use neither, and tests/unit/shell/themes.test.ts holds them to that. Reaching
 * one of these is an error to fix (take the rows out), not a state to run in.
 */
const DISABLED =
  "MUI's CSS theme variables are not in this build (build/libraryEdges.ts): " +
  'a theme with cssVariables or colorSchemes needs them back';

function disabled(): never {
  throw new Error(DISABLED);
}

export default disabled;
export const CssVarsProvider = disabled;
export const Experimental_CssVarsProvider = disabled;
export const useColorScheme = disabled;
export const getInitColorSchemeScript = disabled;
