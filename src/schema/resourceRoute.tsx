/**
 * Declaration → react-admin `<Resource>` with the routes of docs/routes.md:
 *
 *   /<name>                         list          (permission `list`; none without `list` in views)
 *   /<name>/view/:id                view page     (`show`)
 *   /<name>/form/create             create form   (`create`; a static segment, so it never reaches edit)
 *   /<name>/form/:id                edit form     (`edit`)
 *   with `tabs`:  view/:id/tab/:tab, view/:id/form/:tab, viewall/:id, formall/:id, formall/:formType/:id
 *   with `routes`: each declared segment (`detail/:id`, `form/:formType/:id`, a page of its own)
 *   children (`parent` naming this resource): view/:<param>/<segment>/view/:id, …/form/:id, …/form/create,
 *   and theirs at any depth under each ancestor's view: view/:storeId/biller/view/:billerId/item-price/…
 *   with `addresses`: each generated route above whose screen is declared elsewhere redirects there
 *   (routing/AddressRedirect.tsx), and so does a list route without a list of its own
 *
 * A route the user lacks goes to /403, an unknown one to /404. Each view is loaded on first open;
 * `def.slots` replace generated views. hasShow/hasEdit/hasCreate stay unset on purpose: react-admin
 * would then build its own `/:id/show` links; every link here comes from routing/paths.ts.
 */
import { use, useMemo, useState, type ReactElement } from 'react';
import { Navigate, Resource } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { lazyPart } from '../components/lazyPart.tsx';
import { PageLoading } from '../components/Progress.tsx';
import { toRaAction } from './access.tsx';
import { FormTypeRoute } from './routing/FormTypeRoute.tsx';
import { ListRoute } from './routing/ListRoute.tsx';
import { lazyViews, ownView, type LazyViews } from './routing/lazyViews.ts';
import { operationListElement, subOperationElement } from './operation/operationRoute.tsx';
import {
  eagerRegistry,
  headOf,
  type LazyRegistry,
  type LoadedScreen,
  type RegistryHead,
} from './lazyRegistry.ts';
import { redirectedKinds, type AddressKind } from './routing/addresses.ts';
import { childRoutePrefix, lineage, ROUTE_SEGMENTS } from './routing/paths.ts';
import { ViewRoute } from './routing/ViewRoute.tsx';
import { ScreensContext } from './screens.tsx';
import type { ResourceDefinition, RouteDeclaration } from './types.ts';

/** Opened only from another address than the screen's own (a link or bookmark from before): loaded then. */
export const AddressRedirect = lazyPart(
  () => import('./routing/AddressRedirect.tsx').then((m) => m.AddressRedirect),
  <PageLoading />,
);

/**
 * The routes of one record resource relative to `prefix` (empty for a resource's own routes,
 * `view/:storeId/bank-account/` for a child under its parent, one step more per level below).
 * `childDefs` are its own child resources, listed on its view page.
 */
function recordRoutes(
  def: ResourceDefinition,
  prefix: string,
  childDefs: readonly ResourceDefinition[],
): ReactElement[] {
  const views = lazyViews(def);
  const has = (view: 'show' | 'edit' | 'create') => def.views.includes(view);
  const key = (path: string) => `${def.name}:${prefix}${path}`;
  const routes = new Map<string, ReactElement>();
  const add = (path: string, element: ReactElement) =>
    routes.set(path, <Route key={key(path)} path={`${prefix}${path}`} element={element} />);
  // A screen the declaration places at another address: its generated route sends the browser there.
  const redirected = new Set(redirectedKinds(def));
  const screen = (kind: Exclude<AddressKind, 'list'>, element: ReactElement) =>
    add(ROUTE_SEGMENTS[kind], redirected.has(kind) ? <AddressRedirect def={def} kind={kind} /> : element);

  if (has('show')) {
    screen('view', <ViewRoute def={def} action="show" view={views.show} childDefs={childDefs} />);
  }
  if (has('create')) screen('create', <ViewRoute def={def} action="create" view={views.create} />);
  if (has('edit')) screen('edit', <ViewRoute def={def} action="edit" view={views.edit} />);
  if (def.tabs && has('show')) {
    const show = (allTabs: boolean) => (
      <ViewRoute def={def} action="show" view={views.show} options={{ allTabs }} childDefs={childDefs} />
    );
    screen('tab', show(false));
    screen('viewAll', show(true));
  }
  if (def.tabs && has('edit')) {
    screen('tabForm', <ViewRoute def={def} action="edit" view={views.edit} />);
    screen('formAll', <ViewRoute def={def} action="edit" view={views.edit} options={{ allTabs: true }} />);
    add(ROUTE_SEGMENTS.formAllTyped, <FormTypeRoute def={def} views={views} options={{ allTabs: true }} />);
  }
  for (const route of def.routes ?? []) add(route.path, declaredRoute(def, views, route, childDefs));
  return [...routes.values()];
}

function declaredRoute(
  def: ResourceDefinition,
  views: LazyViews,
  route: RouteDeclaration,
  childDefs: readonly ResourceDefinition[],
): ReactElement {
  if ('operation' in route) return subOperationElement(def, route);
  if ('page' in route) {
    return (
      <ViewRoute
        def={def}
        action={toRaAction(route.permission)}
        view={ownView(route.page)}
        childDefs={childDefs}
      />
    );
  }
  switch (route.view) {
    case 'show':
      return (
        <ViewRoute
          def={def}
          action="show"
          view={views.show}
          options={{ readOnly: route.readOnly }}
          childDefs={childDefs}
        />
      );
    case 'form':
      return <FormTypeRoute def={def} views={views} />;
    case 'edit':
      return (
        <ViewRoute
          def={def}
          action="edit"
          view={views.edit}
          options={route.fields ? { part: route.path, fields: route.fields } : {}}
        />
      );
  }
}

/**
 * The routes inside a declaration's `<Resource>`, relative to `/<name>/`: its record pages, those of
 * its child resources under its view page (and of theirs, at any depth, under each ancestor's view
 * page), and its list (or settings or operation page) for the rest, which ListRoute sends to /404
 * unless it is the list's own path. `below` are its child resources, with theirs for deeper pages.
 */
export function screenRoutes(def: ResourceDefinition, below: readonly ResourceDefinition[]): ReactElement[] {
  const at = (path: string, element: ReactElement) => (
    <Route key={`${def.name}:${path}`} path={path} element={element} />
  );
  if (def.operation) return [at('*', operationListElement(def))];
  const views = lazyViews(def);
  if (def.settings) {
    const formRoute = def.settings.form === 'route' && def.views.includes('edit');
    return [
      ...(formRoute
        ? [at(ROUTE_SEGMENTS.settingsForm, <ViewRoute def={def} action="edit" view={views.edit} />)]
        : []),
      at('*', <ListRoute def={def} view={views.list} />),
    ];
  }
  const childrenOf = (name: string) => below.filter((child) => child.parent?.resource === name);
  // A child's own resource holds no routes: its pages are mounted under its top-level ancestor's.
  const own = def.parent ? [] : recordRoutes(def, '', childrenOf(def.name));
  const nested = def.parent
    ? []
    : below
        .filter((child) => lineage(child)[0]?.resource === def.name)
        .flatMap((child) => recordRoutes(child, `${childRoutePrefix(child)}/`, childrenOf(child.name)));
  const hasList = def.views.includes('list') && !def.parent;
  // A detail-only screen whose "Back" goes elsewhere (`addresses.list`): its list route does too.
  const listElsewhere = !hasList && !def.parent && redirectedKinds(def).includes('list');
  return [
    ...own,
    ...nested,
    ...(listElsewhere
      ? [<Route key={`${def.name}:index`} index element={<AddressRedirect def={def} kind="list" />} />]
      : []),
    at('*', hasList ? <ListRoute def={def} view={views.list} /> : <Navigate to="/404" replace />),
  ];
}

/**
 * A declaration's routes once it has loaded: at hand at once when it has (the opened screen is
 * loaded before the first render), else the route suspends while its declaration loads
 * (`AwaitedScreen`). Which of the two a route is stays as it was at its mount, so the screen is not
 * mounted again when the declaration, once in, would be at hand. Its parts can read the other
 * screens of the registry (screens.tsx).
 */
function DeclaredRoutes({ name, registry }: { name: string; registry: LazyRegistry }) {
  const [atHand] = useState(() => registry.screen(name));
  return (
    <ScreensContext value={registry}>
      {atHand ? <ScreenRoutes screen={atHand} /> : <AwaitedScreen name={name} registry={registry} />}
    </ScreensContext>
  );
}

/**
 * A screen whose declaration was not in when its route mounted. `use` is called on every render, with
 * the registry's one promise per screen (fulfilled once in): a `use` skipped when React replays the
 * suspended route after the load made it read a hook after it as one the first attempt never made
 * (React error #467, recovered by rendering the whole root again, #520). No hook here.
 */
function AwaitedScreen({ name, registry }: { name: string; registry: LazyRegistry }) {
  const screen = use(registry.screenPromise(name));
  if (!screen) return <Navigate to="/404" replace />;
  return <ScreenRoutes screen={screen} />;
}

/** The routes of a loaded screen (the same object for a screen each time, so made once). */
function ScreenRoutes({ screen }: { screen: LoadedScreen }) {
  const routes = useMemo(() => screenRoutes(screen.def, screen.descendantDefs), [screen]);
  return <Routes>{routes}</Routes>;
}

const notFound = <Route path="*" element={<Navigate to="/404" replace />} />;

/**
 * The `<Resource>` of a registry head. Its routes are those of its declaration, loaded when the route
 * is first opened; a child resource's pages are its parent's.
 */
export function declaredResource(head: RegistryHead, registry: LazyRegistry): ReactElement {
  const routes = <DeclaredRoutes name={head.name} registry={registry} />;
  if (head.list) {
    return (
      <Resource key={head.name} name={head.name} list={routes} recordRepresentation={head.recordTitle} />
    );
  }
  return (
    <Resource key={head.name} name={head.name} recordRepresentation={head.recordTitle}>
      {head.parent ? notFound : <Route path="*" element={routes} />}
    </Resource>
  );
}

/**
 * The `<Resource>` of a declaration whose registry is all loaded (the integration harness). Pass the
 * whole registry so that resources naming this one as `parent` get their pages under its view page.
 */
export function resourceRoute(
  def: ResourceDefinition,
  registry: readonly ResourceDefinition[] = [def],
): ReactElement {
  const all = registry.includes(def) ? registry : [...registry, def];
  return declaredResource(headOf(def), eagerRegistry(all));
}
