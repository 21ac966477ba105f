import { useTranslate } from 'react-admin';
import { resourceName } from '../labels.ts';
import type { ResourceDefinition } from '../types.ts';

/** A settings page is named by its menu; it has no record title. */
export function SettingsTitle({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  return <span>{translate(resourceName(def), { smart_count: 1, _: def.path })}</span>;
}
