import { useFieldValue } from 'react-admin';
import { ActiveChip } from '../../components/ActiveChip.tsx';
import { ToggleActiveButton } from '../../components/ToggleActiveButton.tsx';
import { useResourceAccessContext } from '../access.tsx';
import { useOptionalDeclaration } from '../declarationContext.tsx';
import { useParentMeta } from '../routing/paths.ts';
import type { ResourceDefinition } from '../types.ts';
import type { DisplayProps } from './fieldProps.ts';

/** The field the resource's toggle endpoint flips: its first `active` field. */
export function toggleSource(def: ResourceDefinition): string | undefined {
  if (!def.endpoints.toggle) return undefined;
  return def.fields.find((f) => f.type === 'active')?.source;
}

/** The resource's own active flag is a switch (for those allowed to toggle); others a chip. */
export function ActiveDisplay({ field, context }: DisplayProps<'active'>) {
  const def = useOptionalDeclaration();
  const access = useResourceAccessContext();
  const value: unknown = useFieldValue({ source: field.source });
  if (context !== 'embedded' && def && toggleSource(def) === field.source) {
    return <DeclaredToggle def={def} source={field.source} allowed={access ? access.toggle : undefined} />;
  }
  return <ActiveChip active={value === true || value === 'true'} />;
}

/** The switch of a declaration's own flag; a child's toggle path gets every ancestor's id. */
function DeclaredToggle({
  def,
  source,
  allowed,
}: {
  def: ResourceDefinition;
  source: string;
  allowed: boolean | undefined;
}) {
  const meta = useParentMeta(def);
  return (
    <ToggleActiveButton
      resource={def.name}
      source={source}
      titleSource={def.recordTitle}
      allowed={allowed}
      {...(meta ? { meta } : {})}
    />
  );
}
