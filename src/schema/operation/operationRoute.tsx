/** An operation page at the declaration's route (`/<name>`), behind `canAccess` `list` (spec `view`). */
import { lazy, type ReactElement } from 'react';
import { Resource } from 'react-admin';
import { ListRoute } from '../routing/ListRoute.tsx';
import type { ResourceDefinition } from '../types.ts';

const OperationPage = lazy(() => import('./OperationPage.tsx'));

export function operationRoute(def: ResourceDefinition): ReactElement {
  return <Resource key={def.name} name={def.name} list={<ListRoute def={def} view={OperationPage} />} />;
}
