import { Navigate, useParams } from 'react-admin';
import type { ResourceDefinition } from '../types.ts';
import type { LazyViews } from './lazyViews.ts';
import { ViewRoute } from './ViewRoute.tsx';
import type { ScreenOptions } from './screen.tsx';

/**
 * `form/:formType/:id` (and `formall/:formType/:id`): `formType` create, or the id `create`, opens an
 * empty create form without reading any record; otherwise the record's edit form.
 */
export function FormTypeRoute({
  def,
  views,
  options,
}: {
  def: ResourceDefinition;
  views: LazyViews;
  options?: ScreenOptions;
}) {
  const { formType, id } = useParams<{ formType?: string; id?: string }>();
  if (formType !== undefined && formType !== 'create' && formType !== 'edit') {
    return <Navigate to="/404" replace />;
  }
  const creating = formType === 'create' || id === 'create';
  return creating ? (
    <ViewRoute def={def} action="create" view={views.create} options={options} />
  ) : (
    <ViewRoute def={def} action="edit" view={views.edit} options={options} />
  );
}
