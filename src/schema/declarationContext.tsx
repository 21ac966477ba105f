/** The declaration of the resource being shown, for generated views and for slot components. */
import { createContext, useContext, type ReactNode } from 'react';
import type { ResourceDefinition } from './types.ts';

const DeclarationContext = createContext<ResourceDefinition | null>(null);

export function DeclarationProvider({ def, children }: { def: ResourceDefinition; children: ReactNode }) {
  return <DeclarationContext.Provider value={def}>{children}</DeclarationContext.Provider>;
}

export function useDeclaration(): ResourceDefinition {
  const def = useContext(DeclarationContext);
  if (!def) throw new Error('useDeclaration needs a <DeclarationProvider> (resourceRoute adds one)');
  return def;
}

/** The declaration when inside a generated screen, else null (shared widgets used elsewhere). */
export function useOptionalDeclaration(): ResourceDefinition | null {
  return useContext(DeclarationContext);
}
