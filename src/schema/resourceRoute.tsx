/**
 * Declaration → react-admin `<Resource>` with the routes of docs/routes.md:
 *
 *   /<name>              list          (permission `list`)
 *   /<name>/view/:id     view page     (`show`)
 *   /<name>/form/create  create form   (`create`; a static segment, so it never reaches edit)
 *   /<name>/form/:id     edit form     (`edit`)
 *
 * A route the user lacks goes to /403. Each view is loaded on first open; `def.slots` replace
 * generated views. hasShow/hasEdit/hasCreate stay unset on purpose: react-admin would then build its
 * own `/:id/show` links; every link here comes from routing/paths.ts.
 */
import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { ListRoute } from './routing/ListRoute.tsx';
import { lazyViews, type LazyViews } from './routing/lazyViews.ts';
import { ROUTE_SEGMENTS } from './routing/paths.ts';
import { ViewRoute } from './routing/ViewRoute.tsx';
import type { ResourceDefinition } from './types.ts';

export function resourceRoute(def: ResourceDefinition): ReactElement {
  const views = lazyViews(def);
  if (def.settings) return settingsRoute(def, views);
  const has = (view: 'show' | 'edit' | 'create') => def.views.includes(view);
  return (
    <Resource
      key={def.name}
      name={def.name}
      list={<ListRoute def={def} view={views.list} />}
      recordRepresentation={def.recordTitle}
    >
      {has('show') && (
        <Route path={ROUTE_SEGMENTS.view} element={<ViewRoute def={def} action="show" view={views.show} />} />
      )}
      {has('create') && (
        <Route
          path={ROUTE_SEGMENTS.create}
          element={<ViewRoute def={def} action="create" view={views.create} />}
        />
      )}
      {has('edit') && (
        <Route path={ROUTE_SEGMENTS.edit} element={<ViewRoute def={def} action="edit" view={views.edit} />} />
      )}
    </Resource>
  );
}

/** A settings page: `/<name>` (permission `list`) and, with `form: 'route'`, `/<name>/form` (`edit`). */
function settingsRoute(def: ResourceDefinition, views: LazyViews): ReactElement {
  const formRoute = def.settings?.form === 'route' && def.views.includes('edit');
  return (
    <Resource key={def.name} name={def.name} list={<ListRoute def={def} view={views.list} />}>
      {formRoute && (
        <Route
          path={ROUTE_SEGMENTS.settingsForm}
          element={<ViewRoute def={def} action="edit" view={views.edit} />}
        />
      )}
    </Resource>
  );
}
