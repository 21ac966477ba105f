/** The declaration of the resource being shown, for generated views and for slot components. */
import { createContext, useContext, type ReactNode } from 'react';
import type { ResourceDefinition } from './types.ts';

const DeclarationContext = createContext<ResourceDefinition | null>(null);
const ChildrenContext = createContext<readonly ResourceDefinition[]>([]);

export function DeclarationProvider({
  def,
  childDefs,
  children,
}: {
  def: ResourceDefinition;
  /** Resources declared with this one as `parent` (their lists sit on its view page). */
  childDefs?: readonly ResourceDefinition[];
  children: ReactNode;
}) {
  return (
    <DeclarationContext.Provider value={def}>
      <ChildrenContext.Provider value={childDefs ?? []}>{children}</ChildrenContext.Provider>
    </DeclarationContext.Provider>
  );
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

/** The child resources of the declaration being shown. */
export function useChildDeclarations(): readonly ResourceDefinition[] {
  return useContext(ChildrenContext);
}

/** One child resource of the declaration being shown, by name (a page of the parent showing a child's screen). */
export function useChildDeclaration(name: string): ResourceDefinition {
  const child = useContext(ChildrenContext).find((def) => def.name === name);
  if (!child) throw new Error(`"${name}" is not a child resource of the declaration being shown`);
  return child;
}
