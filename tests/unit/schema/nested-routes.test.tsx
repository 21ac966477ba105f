// @vitest-environment node
/**
 * Children at any depth (src/schema/routing/addresses.ts, paths.ts, Breadcrumbs.tsx, resourceRoute.tsx,
 * entity.ts): a child of a child's addresses hang under every ancestor's view page, its links fill each
 * ancestor's id from the page's address, its crumbs lead back through each ancestor, its routes are
 * mounted under its top-level ancestor, and the registry works its ancestors out from the heads alone.
 */
import { isValidElement } from 'react';
import { createRoutesFromElements, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { declared, resources } from '../../../resources/declared.ts';
import { registry as entities } from '../../../resources/index.ts';
import { ancestorsOf, defineEntity, withChildren } from '../../../src/schema/entity.ts';
import { screenRoutes } from '../../../src/schema/resourceRoute.tsx';
import { childCrumbs, crumbTitle } from '../../../src/schema/routing/Breadcrumbs.tsx';
import {
  addressRoot,
  childRoutePrefix,
  fillAddress,
  generatedTemplate,
  lineage,
} from '../../../src/schema/routing/addresses.ts';
import { ancestorValues, declaredPaths } from '../../../src/schema/routing/paths.ts';
import { ViewRoute } from '../../../src/schema/routing/ViewRoute.tsx';
import type { ResourceDefinition } from '../../../src/schema/types.ts';

const itemPrice = declared('store/item-price');
const biller = declared('store/biller');
const store = declared('store/store-detail');

describe('the addresses of a child of a child', () => {
  it('are under every ancestor’s view page, from the declaration’s own parent alone', () => {
    expect(itemPrice.ancestors).toEqual([
      { resource: 'store/store-detail', param: 'storeId', segment: 'biller' },
    ]);
    expect(lineage(itemPrice).map((link) => link.param)).toEqual(['storeId', 'billerId']);
    expect(addressRoot(itemPrice, '/app/')).toBe('/app/store/store-detail');
    expect(childRoutePrefix(itemPrice)).toBe('view/:storeId/biller/view/:billerId/item-price');
    expect(generatedTemplate(itemPrice, 'list')).toBe('view/:storeId/biller/view/:billerId');
    expect(generatedTemplate(itemPrice, 'view')).toBe(
      'view/:storeId/biller/view/:billerId/item-price/view/:id',
    );
    expect(generatedTemplate(itemPrice, 'edit')).toBe(
      'view/:storeId/biller/view/:billerId/item-price/form/:id',
    );
    expect(generatedTemplate(itemPrice, 'create')).toBe(
      'view/:storeId/biller/view/:billerId/item-price/form/create',
    );
    // A child of a top-level resource is as it was.
    expect(generatedTemplate(biller, 'view')).toBe('view/:storeId/biller/view/:id');
    expect(addressRoot(biller)).toBe('/store/store-detail');
  });

  it('fill every ancestor’s id, and name the one a page cannot give', () => {
    const paths = declaredPaths(itemPrice, 'BL00009', '', { storeId: 'ST00001' });
    const under = '/store/store-detail/view/ST00001/biller/view/BL00009';
    expect(paths.list).toBe(under);
    expect(paths.create).toBe(`${under}/item-price/form/create`);
    expect(paths.view('IP 1')).toBe(`${under}/item-price/view/IP%201`);
    expect(paths.edit('IP0001')).toBe(`${under}/item-price/form/IP0001`);
    expect(paths.segment('detail/:id', { id: 'IP0001' })).toBe(`${under}/item-price/detail/IP0001`);
    expect(fillAddress(itemPrice, 'view', { billerId: 'BL00009', id: 'IP0001' })).toEqual({
      missing: ['storeId'],
    });
  });

  it('give a call every ancestor’s id from the page’s address', () => {
    expect(ancestorValues(itemPrice, { storeId: 'ST00001', id: 'BL00009' })).toEqual({ storeId: 'ST00001' });
    expect(ancestorValues(biller, { storeId: 'ST00001' })).toEqual({});
  });
});

describe('the breadcrumb of a child’s page', () => {
  const peek = (name: string) => resources.find((def) => def.name === name);
  const translate = (key: string) => `<${key}>`;

  it('leads back through every ancestor: each one’s list, then its view page with its id', () => {
    const params = { storeId: 'ST00001', billerId: 'BL00009', id: 'IP0001' };
    expect(childCrumbs(itemPrice, params, peek, translate)).toEqual([
      { label: '<resources.store/store-detail.name>', to: '/store/store-detail' },
      {
        label: 'ST00001',
        to: '/store/store-detail/view/ST00001/tab/general',
        // The store is read as its own view page reads it, and titled by its name.
        record: { resource: 'store/store-detail', id: 'ST00001', titleSource: 'storeName' },
      },
      { label: '<resources.store/biller.name>', to: '/store/store-detail/view/ST00001/tab/billers' },
      {
        label: 'BL00009',
        to: '/store/store-detail/view/ST00001/biller/view/BL00009',
        // The biller under its store, as the biller's page reads it.
        record: {
          resource: 'store/biller',
          id: 'BL00009',
          meta: { storeId: 'ST00001' },
          titleSource: 'billerName',
        },
      },
      {
        label: '<resources.store/item-price.name>',
        to: '/store/store-detail/view/ST00001/biller/view/BL00009',
      },
      { label: 'IP0001' },
    ]);
  });

  it('ends with "Create" on a create form, and leaves unlinked an ancestor it does not know', () => {
    const crumbs = childCrumbs(itemPrice, { storeId: 'ST1', billerId: 'BL1' }, () => undefined, translate);
    expect(crumbs.at(-1)).toEqual({ label: '<ra.action.create>' });
    expect(crumbs.slice(0, 4).map((crumb) => crumb.to)).toEqual([undefined, undefined, undefined, undefined]);
    // With no declaration at hand, an ancestor keeps its id: no record is read for its title.
    expect(crumbs.map((crumb) => crumb.record)).toEqual(crumbs.map(() => undefined));
  });

  it('titles a record in one line, cut short, and has none for a record without its title', () => {
    expect(crumbTitle({ storeName: '  ร้าน\n  กาแฟ ' }, 'storeName')).toBe('ร้าน กาแฟ');
    expect(crumbTitle({ storeName: 'x'.repeat(50) }, 'storeName')).toBe(`${'x'.repeat(39)}…`);
    expect(crumbTitle({ storeName: '' }, 'storeName')).toBeUndefined();
    expect(crumbTitle({ storeId: 'ST1' }, 'storeName')).toBeUndefined();
    expect(crumbTitle(undefined, 'storeName')).toBeUndefined();
  });
});

describe('the routes of a top-level resource', () => {
  const routes = createRoutesFromElements(
    screenRoutes(
      store,
      resources.filter((def) => def.parent),
    ),
  );
  const opened = (path: string) => {
    const last = matchRoutes(routes, `/${path}`)?.at(-1);
    const element = last?.route.element;
    return isValidElement(element) && element.type === ViewRoute
      ? (element.props as { def: ResourceDefinition; childDefs?: readonly ResourceDefinition[] })
      : undefined;
  };

  it('mount a child of a child’s view, edit and create pages under every ancestor’s view', () => {
    const at = 'view/ST00001/biller/view/BL00009/item-price';
    expect(opened(`${at}/view/IP0001`)?.def).toBe(itemPrice);
    expect(opened(`${at}/form/IP0001`)?.def).toBe(itemPrice);
    expect(opened(`${at}/form/create`)?.def).toBe(itemPrice);
  });

  it('give the child’s view page its own children, whose list it shows', () => {
    expect(opened('view/ST00001/biller/view/BL00009')?.childDefs).toEqual([itemPrice]);
  });
});

describe('the registry, from the heads alone', () => {
  const head = (path: string, parent?: string, children: ReturnType<typeof defineEntity>[] = []) =>
    defineEntity({
      area: 'store',
      path,
      permission: 'merchantDetail',
      ...(parent ? { parent: { resource: `store/${parent}`, param: `${parent}Id` } } : {}),
      names: { th: path, en: path },
      recordTitle: 'name',
      service: 'merchant',
      children,
    });

  it('works out each ancestor of a child at any depth', () => {
    const leaf = head('leaf', 'middle');
    const middle = head('middle', 'top', [leaf]);
    const top = head('top', undefined, [middle]);
    const all = withChildren([top]);
    const byName = (name: string) => all.find((entity) => entity.name === name);
    expect(all.map((entity) => entity.name)).toEqual(['store/top', 'store/middle', 'store/leaf']);
    expect(ancestorsOf(leaf, byName)).toEqual([{ resource: 'store/top', param: 'topId', segment: 'middle' }]);
    expect(ancestorsOf(middle, byName)).toEqual([]);
    const real = entities.find((entity) => entity.name === 'store/item-price')!;
    expect(ancestorsOf(real, (name) => entities.find((entity) => entity.name === name))).toEqual(
      itemPrice.ancestors,
    );
  });

  it('refuses a child whose parent names another head than the one listing it, saying the fix', () => {
    const stray = head('stray', 'elsewhere');
    expect(() => withChildren([head('top', undefined, [stray])])).toThrow(
      "store/stray is in the children of store/top, but its head's parent names store/elsewhere: " +
        "set its parent.resource to 'store/top'",
    );
  });
});
