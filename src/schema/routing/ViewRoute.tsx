import type { ComponentType } from 'react';
import type { RaAction } from '../access.tsx';
import { DeclarationProvider } from '../declarationContext.tsx';
import type { ResourceDefinition } from '../types.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { ScreenProvider, type ScreenOptions } from './screen.tsx';

/**
 * One route's element: permission first, then the view's code loaded on first open (the view brings
 * its own loading boundary: src/schema/routing/lazyViews.ts).
 */
export function ViewRoute({
  def,
  action,
  view: View,
  options,
  childDefs,
}: {
  def: ResourceDefinition;
  action: RaAction;
  view: ComponentType;
  options?: ScreenOptions;
  childDefs?: readonly ResourceDefinition[];
}) {
  return (
    <RouteGuard resource={def.name} action={action}>
      <DeclarationProvider def={def} childDefs={childDefs}>
        <ScreenProvider value={options ?? {}}>
          <View />
        </ScreenProvider>
      </DeclarationProvider>
    </RouteGuard>
  );
}
