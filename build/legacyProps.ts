/**
 * react-admin 5 on MUI 9 (docs/upgrading.md): react-admin's components import `@mui/material` and pass
 * it both MUI 5's props and their `slotProps`; MUI 9 hands the old ones to the DOM, and React warns about
 * unknown DOM props on every form and list in development. For importers inside react-admin's UI
 * package only, `@mui/material` resolves to src/shims/mui/legacyProps.tsx (the same module, with a
 * `TextField` and a `Checkbox` that move the old props into their slots).
 *
 * Applied twice: by the build (and the dev server's own modules) as a Vite plugin, and by the dev
 * server's pre-bundling of the libraries (`optimizeDeps`), where react-admin is bundled and a Vite plugin
 * does not reach. It comes after build/libraryEdges.ts, whose rows go first.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const IMPORTER = /\/node_modules\/ra-ui-materialui\/dist\/.+\.js$/;
export const LEGACY_PROPS_SHIM = 'src/shims/mui/legacyProps.tsx';

/** The stand-in's path for an import of `source` by `importer`, or null. */
export function legacyPropsTarget(source: string, importer: string | undefined, root: string): string | null {
  if (source !== '@mui/material' || !importer) return null;
  return IMPORTER.test(importer.split('?')[0].replaceAll('\\', '/'))
    ? resolve(root, LEGACY_PROPS_SHIM)
    : null;
}

/** The Vite plugin (the build, the dev server's own modules). */
export function legacyProps(root: string): Plugin {
  return {
    name: 'payment-admin:mui-legacy-props',
    enforce: 'pre',
    resolveId: (source, importer) => legacyPropsTarget(source, importer, root),
  };
}

/** The same, for the dev server's pre-bundling of the libraries (a Rolldown plugin). */
export function legacyPropsPrebundle(root: string) {
  return {
    name: 'payment-admin:mui-legacy-props-prebundle',
    resolveId: (source: string, importer: string | undefined) => legacyPropsTarget(source, importer, root),
  };
}
