/** i18n keys of declared labels (i18n/index.ts puts each declaration's labels at these keys). */
import type { FieldDeclaration, FilterDeclaration, ResourceDefinition } from './types.ts';

export function fieldLabel(
  def: Pick<ResourceDefinition, 'name'>,
  field: Pick<FieldDeclaration, 'source' | 'label'>,
): string {
  return field.label ?? `resources.${def.name}.fields.${field.source}`;
}

export function filterLabel(def: Pick<ResourceDefinition, 'name'>, filter: FilterDeclaration): string {
  return filter.label ?? `resources.${def.name}.fields.${filter.source}`;
}

export function resourceName(def: Pick<ResourceDefinition, 'name'>): string {
  return `resources.${def.name}.name`;
}
