import type { ComponentType } from 'react';
import { lazyPart } from '../../components/lazyPart.tsx';
import type { RaAction } from '../access.tsx';
import { DeclarationProvider } from '../declarationContext.tsx';
import type { ResourceDefinition } from '../types.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { ScreenProvider, type ScreenOptions } from './screen.tsx';

/** A child's trail back through its ancestors (Breadcrumbs.tsx): loaded with the first child page. */
const ChildBreadcrumbs = lazyPart(() => import('./Breadcrumbs.tsx').then((m) => m.ChildBreadcrumbs));

/**
 * One route's element: permission first, then the view's code loaded on first open (the view brings
 * its own loading boundary: src/schema/routing/lazyViews.ts). A child resource's page has its
 * breadcrumb above it.
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
      {def.parent && <ChildBreadcrumbs def={def} />}
      <DeclarationProvider def={def} childDefs={childDefs}>
        <ScreenProvider value={options ?? {}}>
          <View />
        </ScreenProvider>
      </DeclarationProvider>
    </RouteGuard>
  );
}
