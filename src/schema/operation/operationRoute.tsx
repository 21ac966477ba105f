/**
 * An operation page at the declaration's route (`/<name>`), behind `canAccess` `list` (spec `view`), or
 * at a declared sub-route (`routes: [{ path, operation, permission }]`) behind that route's permission.
 */
import { lazy, type ReactElement } from 'react';
import type { Action } from '../../contract/roleMenus.ts';
import { toRaAction } from '../access.tsx';
import { ListRoute } from '../routing/ListRoute.tsx';
import { ViewRoute } from '../routing/ViewRoute.tsx';
import type { ResourceDefinition } from '../types.ts';
import type { OperationDeclaration } from './types.ts';

const OperationPage = lazy(() => import('./OperationPage.tsx'));

export function operationListElement(def: ResourceDefinition): ReactElement {
  return <ListRoute def={def} view={OperationPage} />;
}

const withOperation = new WeakMap<OperationDeclaration, ResourceDefinition>();

/** The page of an operation declared at a sub-route: the declaration seen with that operation. */
export function subOperationElement(
  def: ResourceDefinition,
  route: { operation: OperationDeclaration; permission: Action },
): ReactElement {
  let opDef = withOperation.get(route.operation);
  if (!opDef) {
    opDef = { ...def, operation: route.operation };
    withOperation.set(route.operation, opDef);
  }
  return <ViewRoute def={opDef} action={toRaAction(route.permission)} view={OperationPage} />;
}
