/**
 * The route at a generated address whose screen the declaration places elsewhere (`addresses`): the
 * browser goes to the declared address, replacing this history entry, with the query and hash kept
 * (a user request's `view/UR1?x#y` → `detail/UR1?x#y`). A value the declared address needs and this
 * one does not hold (a branch page's store, absent from `/store-detail-branch/view/BR1`) is read from
 * the record first: a child's parent record, else the record itself, behind the `show` permission.
 */
import { Navigate, useBasename, useGetOne, useLocation, useParams, type RaRecord } from 'react-admin';
import { LoadError } from '../../components/LoadError.tsx';
import { PageLoading } from '../../components/Progress.tsx';
import type { ResourceDefinition } from '../types.ts';
import { fillAddress, type AddressKind, type AddressValues } from './addresses.ts';
import { RouteGuard } from './RouteGuard.tsx';

interface RedirectProps {
  def: ResourceDefinition;
  kind: AddressKind;
}

function To({ path }: { path: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: path, search, hash }} replace />;
}

/** The record whose fields may fill the rest: the parent named in the address, else the record. */
function sourceRecord(
  def: ResourceDefinition,
  params: AddressValues,
): { resource: string; id: string } | undefined {
  const id = def.parent ? params[def.parent.param] : params.id;
  if (id === undefined || id === null || id === '') return undefined;
  return { resource: def.parent ? def.parent.resource : def.name, id: String(id) };
}

export function AddressRedirect({ def, kind }: RedirectProps) {
  const params = useParams();
  const basename = useBasename();
  const filled = fillAddress(def, kind, params, basename);
  if ('path' in filled) return <To path={filled.path} />;
  const source = sourceRecord(def, params);
  if (!source) return <Navigate to="/404" replace />;
  return (
    <RouteGuard resource={def.name} action="show">
      <RedirectAfterReading def={def} kind={kind} resource={source.resource} id={source.id} />
    </RouteGuard>
  );
}

/** Scalar fields of a record, as address values. */
function recordValues(record: RaRecord): AddressValues {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
  ) as AddressValues;
}

function RedirectAfterReading({ def, kind, resource, id }: RedirectProps & { resource: string; id: string }) {
  const params = useParams();
  const basename = useBasename();
  const { data, error, isPending, refetch } = useGetOne(resource, { id });
  if (isPending) return <PageLoading />;
  if (error || !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  // The address's own values first: the record's `id` is the parent's for a child.
  const filled = fillAddress(def, kind, { ...recordValues(data), ...params }, basename);
  return 'path' in filled ? <To path={filled.path} /> : <Navigate to="/404" replace />;
}
