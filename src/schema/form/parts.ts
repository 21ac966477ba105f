/** Which fields a form shows when it is one tab, every tab, or a declared form route. */
import type { ResourceDefinition } from '../types.ts';

/** Fields of the tabs a form can edit (tabs read from another call are never edited). */
export function editableTabFields(def: ResourceDefinition): string[] {
  return (def.tabs ?? []).filter((tab) => tab.load === undefined).flatMap((tab) => tab.fields);
}

export function tabOf(def: ResourceDefinition, name: string | undefined) {
  return name === undefined ? undefined : def.tabs?.find((tab) => tab.name === name);
}
