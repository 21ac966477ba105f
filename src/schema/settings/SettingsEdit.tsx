import { useDeclaration } from '../declarationContext.tsx';
import { SettingsForm } from './SettingsPage.tsx';

/** `/<name>/form` of a settings page with `form: 'route'`; saving returns to the page. */
export default function SettingsEdit() {
  return <SettingsForm def={useDeclaration()} inline={false} />;
}
