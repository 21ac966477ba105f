import { Suspense, type ComponentType } from 'react';
import { PageLoading } from '../../components/Progress.tsx';
import type { RaAction } from '../access.tsx';
import { DeclarationProvider } from '../declarationContext.tsx';
import type { ResourceDefinition } from '../types.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { ScreenProvider, type ScreenOptions } from './screen.tsx';

/** One route's element: permission first, then the view's code loaded on first open. */
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
          <Suspense fallback={<PageLoading />}>
            <View />
          </Suspense>
        </ScreenProvider>
      </DeclarationProvider>
    </RouteGuard>
  );
}
