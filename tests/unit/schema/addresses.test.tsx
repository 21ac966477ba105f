// @vitest-environment node
/**
 * One address per screen (docs/routes.md), checked over the whole registry: every link the generated
 * screens make (list and "Back", create, view, edit, tabs, all tabs, declared links, a row opening
 * another declaration) lands on a screen of the console's routes, not on a redirect or the not-found
 * page; every generated address whose screen is declared elsewhere redirects to it; and every route of
 * the specification's table opens a screen. The links no route of the specification matches are the
 * page's second table, which `npm run docs:routes` writes (tests/unit/schema/routes-doc.test.ts).
 */
import { createRoutesFromElements, matchRoutes, type RouteObject } from 'react-router-dom';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources/declared.ts';
import {
  linksOf as linksWith,
  ownRoutes,
  routeColumn,
  routeMatches as matches,
  ROUTES_DOC,
  type Link,
} from '../../../scripts/routesDoc.ts';
// AddressRedirect: the route's element, the redirect loaded when an old address is opened.
import { AddressRedirect, screenRoutes } from '../../../src/schema/resourceRoute.tsx';
import {
  absoluteTemplate,
  addressTemplate,
  fillAddress,
  generatedTemplate,
  redirectedKinds,
  type AddressKind,
} from '../../../src/schema/routing/addresses.ts';
import { ListRoute } from '../../../src/schema/routing/ListRoute.tsx';
import { declaredPaths } from '../../../src/schema/routing/paths.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';

const DOC = readFileSync(resolve(process.cwd(), ROUTES_DOC), 'utf8');
/** The product specification's routes (kept by hand in docs/routes.md). */
const SPEC = routeColumn(DOC, 'spec-routes');

// Values the walk links with: a record, its parent, and what the page's own address holds.
const ID = 'ID01';
const PARENT = 'PA01';
const PAGE = { storeId: 'ST01' };
const linksOf = (def: ResourceDefinition) =>
  linksWith(def, { id: () => ID, parent: () => PARENT, page: PAGE });

const links = resources.flatMap(linksOf);
const label = (link: Link) => `${link.def.name} ${link.kind}: ${link.path}`;

// ---------------------------------------------------------------------------------------------------
// The console's routes, as resourceRoute mounts them: each top-level declaration at `/<name>/*`.

const tops = resources.filter((def) => !def.parent);
const routeObjects = new Map<string, RouteObject[]>(
  tops.map((def) => [
    def.name,
    createRoutesFromElements(
      // Its children and theirs, at any depth: every one's pages are under its routes.
      screenRoutes(
        def,
        resources.filter((child) => child.parent !== undefined),
      ),
    ),
  ]),
);

interface Landing {
  resource: string;
  element: ReactElement | undefined;
  rest: string | undefined;
}

/** The route `path` opens: its declaration (the deepest one whose name starts it) and element. */
function landing(path: string): Landing | undefined {
  const owner = tops
    .filter((def) => path === `/${def.name}` || path.startsWith(`/${def.name}/`))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (!owner) return undefined;
  const matched = matchRoutes(routeObjects.get(owner.name) ?? [], path.slice(owner.name.length + 1) || '/');
  const last = matched?.at(-1);
  if (!last) return undefined;
  const element = isValidElement(last.route.element) ? last.route.element : undefined;
  return { resource: owner.name, element, rest: last.params['*'] };
}

/** Why `path` does not open a screen, or undefined when it does. */
function notAScreen(path: string): string | undefined {
  const at = landing(path);
  if (!at) return 'no route';
  if (!at.element) return 'no element';
  if (at.element.type === AddressRedirect) return 'a redirect';
  if (at.element.type === ListRoute && at.rest) return 'the not-found page (an unknown list sub-path)';
  const to = (at.element.props as { to?: unknown }).to;
  if (to === '/404') return 'the not-found page';
  return undefined;
}

/** A spec route with sample values: a form type, a document type and a tab that exist. */
function sample(route: string): string {
  const fixed: Record<string, string> = {
    formType: 'edit',
    typeFile: 'ID_CARD',
    form: 'view',
    currentTab: 'general',
  };
  return route.replace(/\{(\w+)\}/g, (_m, name: string) => fixed[name] ?? `${name.toUpperCase()}1`);
}

describe('one address per screen, over the whole registry', () => {
  it('reads the specification’s route table of docs/routes.md and walks every declaration’s links', () => {
    expect(SPEC.length).toBeGreaterThan(40);
    expect(SPEC).toContain('/store/user-request/detail/{id}');
    expect(links.length).toBeGreaterThan(80);
  });

  it('finds the screens the specification does not route (the generated table of docs/routes.md)', () => {
    const own = ownRoutes(resources, SPEC);
    expect(own.map((r) => r.route)).toContain('/management/transaction-status-adjustment/adjust');
    // Every link is at a route of the specification or at one of these; none of these is the spec's.
    const stray = links
      .filter((link) => !SPEC.some((route) => matches(route, link.path)))
      .filter((link) => !own.some((r) => matches(r.route, link.path)))
      .map(label);
    expect(stray).toEqual([]);
    expect(own.filter((r) => SPEC.some((route) => matches(route, sample(r.route))))).toEqual([]);
  });

  it('lands every link on a screen (never a redirect or the not-found page)', () => {
    const broken = links.flatMap((link) => {
      const why = notAScreen(link.path);
      return why ? [`${label(link)} opens ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('opens a screen at every route of the specification that a declaration serves', () => {
    const declared = SPEC.filter((route) => !route.startsWith('/app/'));
    const broken = declared.flatMap((route) => {
      const why = notAScreen(sample(route));
      return why ? [`${route} (${sample(route)}) opens ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('redirects every generated address whose screen is declared elsewhere', () => {
    const redirected = resources.flatMap((def) => redirectedKinds(def).map((kind) => ({ def, kind })));
    // The five of issue 27 and the screens found with them.
    expect(redirected.map(({ def, kind }) => `${def.name} ${kind}`)).toEqual(
      expect.arrayContaining([
        'store/store-register-information edit',
        'store/user-request view',
        'store/store-detail view',
        'store/branch view',
        'store/branch edit',
      ]),
    );
    const values = { id: ID, tab: 'general', storeId: PAGE.storeId, branchId: PARENT };
    for (const { def, kind } of redirected) {
      if (kind === 'list' && def.parent) continue; // the parent's view page, redirected by the parent
      const from = absoluteTemplate(generatedTemplate(def, kind), def).replace(
        /:(\w+)/g,
        (_m, name: string) =>
          name === def.parent?.param ? PARENT : ((values as Record<string, string>)[name] ?? `${name}1`),
      );
      const at = landing(from);
      expect(at?.element?.type, `${def.name} ${kind}: ${from}`).toBe(AddressRedirect);
      expect((at?.element?.props as { kind?: AddressKind }).kind).toBe(kind);
    }
  });

  it('fills the declared address with the record, the tab, the parent and the page', () => {
    const byName = (name: string) => {
      const def = resources.find((r) => r.name === name);
      if (!def) throw new Error(name);
      return def;
    };
    const registration = declaredPaths(byName('store/store-register-information'), undefined);
    expect(registration.edit('REG04311')).toBe('/store/store-register-information/form/edit/REG04311');
    expect(registration.create).toBe('/store/store-register-information/form/create/create');
    expect(declaredPaths(byName('store/user-request'), undefined).view('UR00439')).toBe(
      '/store/user-request/detail/UR00439',
    );
    expect(declaredPaths(byName('store/store-detail'), undefined, '/console/').view('ST00001')).toBe(
      '/console/store/store-detail/view/ST00001/tab/general',
    );
    const branch = declaredPaths(byName('store/branch'), 'ST00001');
    expect(branch.view('BR00001')).toBe('/store/store-detail/view/ST00001/view/branch/BR00001');
    expect(branch.edit('BR00001')).toBe('/store/store-detail/edit/ST00001/branch/BR00001');
    expect(branch.list).toBe('/store/store-detail/view/ST00001/tab/branches');
    // A branch page's store comes from the page's own address; its tab from the page too.
    const page = declaredPaths(byName('store/store-detail-branch'), undefined, '', {
      storeId: 'ST00001',
      id: 'BR00001',
      tab: 'address',
    });
    expect(page.viewAll('BR00001')).toBe('/store/store-detail-branch/view/ST00001/BR00001/address/viewall');
    expect(page.tab('BR00001', 'billers')).toBe('/store/store-detail-branch/view/ST00001/BR00001/billers');
    expect(page.list).toBe('/store/store-detail/view/ST00001/tab/branches');
    // Without the store (a record read while the screen unmounts), the link is the resource's list.
    expect(declaredPaths(byName('store/store-detail-branch'), undefined).view('BR00001')).toBe(
      '/store/store-detail-branch',
    );
    // Never the page's id: a child list on a parent's page links the child's own records.
    const billers = declaredPaths(byName('store/branch-biller'), 'BR00001', '', {
      storeId: 'ST00001',
      id: 'BR00001',
    });
    expect(billers.view('BL00009')).toBe(
      '/store/store-detail-branch/view/ST00001/BR00001/billers/biller-view/BL00009',
    );
    expect(fillAddress(byName('store/store-detail-branch'), 'view', { id: 'BR00001' })).toEqual({
      missing: ['storeId'],
    });
    expect(addressTemplate(byName('management/role'), 'view')).toBe('view/:id');
  });
});
