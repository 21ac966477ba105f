import { useDeclaration } from '../declarationContext.tsx';
import { useResourcePaths } from '../routing/paths.ts';
import { SettingsForm } from './SettingsPage.tsx';

/** `/<name>/form` of a settings page with `form: 'route'`; saving returns to the page. */
export default function SettingsEdit() {
  const def = useDeclaration();
  const paths = useResourcePaths(def.name);
  return <SettingsForm def={def} redirectTo={paths.list} />;
}
