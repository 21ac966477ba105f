/**
 * The engine's surface for declarations (docs/architecture.md, "Which module may import which"): what an
 * entity's head (resources/<area>/<entity>/index.ts), its declaration, resources/catalog and the
 * registry import from src/schema. Types, and the few functions that build an entity; every module
 * behind it is in the first screen's `early` chunk already, so a head importing this entry brings
 * nothing more there. A custom page's components and hooks are in ./pages.ts. The mock backend imports
 * the declaration types from here too (no React behind them: mocks/ runs in node).
 */
export { declare, defineEntity, withChildren } from './entity.ts';
export type { DeclarationLoader, EntityDefinition, EntityHead } from './entity.ts';
export { createLazyRegistry } from './lazyRegistry.ts';
export type { LazyRegistry } from './lazyRegistry.ts';
export type { MasterListCatalog, MasterListEntry, MasterListSource } from './masterLists.ts';
export { masterEntryName, masterEntryNames, masterName } from './masterLists.ts';
export { defineMenu, defineResource, isScreen } from './types.ts';
export { bangkokDay, queueLink, queueParams } from './declarations/queues.ts';
export { useListAccess } from './access.tsx';
export type { QueueDeclaration, QueueParams } from './declarations/queues.ts';
export type {
  DateRule,
  Endpoints,
  FieldDeclaration,
  FilterDeclaration,
  HttpMethod,
  MenuDeclaration,
  MenuOnlyDeclaration,
  MenuOnlyDefinition,
  OperationDeclaration,
  RegistryEntry,
  ResourceActionDeclaration,
  ResourceDeclaration,
  ResourceDefinition,
} from './types.ts';
export type { TabPageLookup, TabPageModule, TabPageRead } from './declarations/tabs.ts';
