import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-admin';
import type { ResourceDefinition } from '../types.ts';
import { ViewRoute } from './ViewRoute.tsx';

/**
 * react-admin mounts a list at `<name>/*`, so it would also answer `/<name>/anything`; an unknown
 * path inside an area goes to /404 instead (docs/routes.md).
 */
export function ListRoute({ def, view }: { def: ResourceDefinition; view: ComponentType }) {
  const rest = useParams()['*'];
  if (rest !== undefined && rest !== '') return <Navigate to="/404" replace />;
  return <ViewRoute def={def} action="list" view={view} />;
}
