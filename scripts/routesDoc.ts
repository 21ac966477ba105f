/**
 * The tables of docs/routes.md that the registry holds: the menu table (with the landing order) and the
 * table of the screens the specification does not route. `npm run docs:routes` (scripts/routes-doc.mjs)
 * writes them between their markers; tests/unit/schema/routes-doc.test.ts fails, naming that command,
 * when the committed page differs from what the registry gives. The specification's own route table is
 * the product specification's, not the registry's: it is kept by hand, and
 * tests/unit/schema/addresses.test.tsx holds the registry to it.
 */
import { format } from 'prettier';
import { MENU_GROUPS } from '../resources/catalog/menus.ts';
import { createMenuCatalogue } from '../src/auth/menus.ts';
import { pageLinkPath, rowLinkPath } from '../src/schema/list/capabilities.ts';
import { declaredPaths, resourcePaths, settingsFormPath } from '../src/schema/routing/paths.ts';
import type { RegistryEntry, ResourceDefinition } from '../src/schema/types.ts';

/** The one command that rewrites the generated tables. */
export const ROUTES_DOC_COMMAND = 'npm run docs:routes';
export const ROUTES_DOC = 'docs/routes.md';

// ---------------------------------------------------------------------------------------------------
// The links every generated screen makes

/** The values a walk fills a declaration's addresses with: a record, its parent, the page's own params. */
export interface LinkValues {
  id: (def: ResourceDefinition) => string;
  parent: (def: ResourceDefinition) => string;
  page: Readonly<Record<string, string>>;
}

export interface Link {
  def: ResourceDefinition;
  kind: string;
  path: string;
}

/** Placeholders the route table shows: `{<idField>}`, `{<parent param>}`, `{storeId}`. */
const TEMPLATE_VALUES: LinkValues = {
  id: (def) => `__${def.idField}__`,
  parent: (def) => `__${def.parent?.param ?? 'parentId'}__`,
  page: { storeId: '__storeId__' },
};

/** Every link the generated screens make to a declaration's screens (the query left out). */
export function linksOf(def: ResourceDefinition, values: LinkValues = TEMPLATE_VALUES): Link[] {
  const out: Link[] = [];
  const add = (kind: string, path: string) => out.push({ def, kind, path: path.split('?')[0] });
  if (def.operation) {
    add('list', resourcePaths(def.name).list);
    return out;
  }
  if (def.settings) {
    add('list', resourcePaths(def.name).list);
    if (def.settings.form === 'route' && def.views.includes('edit')) add('form', settingsFormPath(def.name));
    return out;
  }
  const id = values.id(def);
  const paths = declaredPaths(def, def.parent ? values.parent(def) : undefined, '', values.page);
  const has = (view: 'show' | 'edit' | 'create') => def.views.includes(view);
  add('list', paths.list);
  if (has('create')) add('create', paths.create);
  if (has('show')) add('view', paths.view(id));
  if (has('edit')) add('edit', paths.edit(id));
  for (const tab of def.tabs ?? []) {
    if (has('show')) add(`tab ${tab.name}`, paths.tab(id, tab.name));
    if (has('edit') && tab.load === undefined && tab.fields.length > 0) {
      add(`tabForm ${tab.name}`, paths.tabForm(id, tab.name));
    }
  }
  if (def.tabs && has('show')) add('viewAll', paths.viewAll(id));
  if (def.tabs && has('edit')) add('formAll', paths.formAll(id));
  if (def.links?.row) add('links.row', rowLinkPath(paths, def, id));
  for (const link of def.links?.page ?? []) add(`links.page ${link.name}`, pageLinkPath(paths, link));
  if (def.rowOpens) add('rowOpens', resourcePaths(def.rowOpens).view(id));
  return out;
}

/** A route of the tables (`{param}`: one path segment) as a pattern over paths. */
export const routePattern = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
export const routeMatches = (route: string, path: string) => routePattern(route).test(path);

// ---------------------------------------------------------------------------------------------------
// Reading and writing the page's marked blocks

const startOf = (marker: string) => `<!-- ${marker}:start -->`;
const endOf = (marker: string) => `<!-- ${marker}:end -->`;

/** The text between `<!-- <marker>:start -->` and `<!-- <marker>:end -->`, or undefined. */
export function markedBlock(text: string, marker: string): string | undefined {
  const start = text.indexOf(startOf(marker));
  const end = text.indexOf(endOf(marker));
  if (start < 0 || end < start) return undefined;
  return text.slice(start + startOf(marker).length, end);
}

/** The first column (`` `route` ``) of the route table between the markers. */
export function routeColumn(text: string, marker: string): string[] {
  const block = markedBlock(text, marker);
  if (block === undefined) throw new Error(`${ROUTES_DOC} has no ${startOf(marker)} … ${endOf(marker)}`);
  return block
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => /^\| `([^`]+)`/.exec(line)?.[1] ?? '');
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
/** A cell's text, its pipes escaped. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

// ---------------------------------------------------------------------------------------------------
// The generated blocks

/** The menu table, in side-menu order, and the landing order under it. */
export function menuBlock(entries: readonly RegistryEntry[]): string {
  const catalogue = createMenuCatalogue(entries, MENU_GROUPS);
  const rows = catalogue.entries.map((menu) => [
    menu.key,
    menu.path,
    menu.hidden ? `${menu.group} (hidden)` : menu.group,
    String(menu.order),
    menu.landing === undefined ? '' : String(menu.landing),
    cell(menu.nameTh),
    cell(menu.nameEn),
  ]);
  const landing = catalogue.landingOrder.map((menu) => menu.nameEn).join(', ');
  return [
    table(['key', 'route', 'group', 'order', 'landing', 'Thai name', 'English name'], rows),
    '',
    `The landing order, by rank (a menu without one after the ranked ones): ${landing}.`,
  ].join('\n');
}

/**
 * The addresses the generated screens link that no route of the specification matches, one row per
 * route: the declaration and the links that land there.
 */
export function ownRoutes(
  defs: readonly ResourceDefinition[],
  spec: readonly string[],
): { route: string; resource: string; kinds: string[] }[] {
  const rows: { route: string; resource: string; kinds: string[] }[] = [];
  // A create form's address (`form/create`) is usually the edit form's with `create` for the id.
  const links = defs.flatMap((def) => {
    const all = linksOf(def);
    return [...all.filter((l) => l.kind !== 'create'), ...all.filter((l) => l.kind === 'create')];
  });
  // The declaration whose screens the route is: the deepest whose name starts it (a child: its own).
  const owner = (link: Link) =>
    link.def.parent
      ? link.def.name
      : (defs
          .filter(
            (def) => !def.parent && (link.path === `/${def.name}` || link.path.startsWith(`/${def.name}/`)),
          )
          .sort((a, b) => b.name.length - a.name.length)[0]?.name ?? link.def.name);
  for (const link of links) {
    if (spec.some((route) => routeMatches(route, link.path))) continue;
    const route = link.path.replace(/__(\w+)__/g, '{$1}');
    const resource = owner(link);
    const kind = resource === link.def.name ? link.kind : `${link.def.name} ${link.kind}`;
    const known = rows.find((r) => r.route === route || routeMatches(r.route, link.path));
    if (known) {
      if (!known.kinds.includes(kind)) known.kinds.push(kind);
    } else rows.push({ route, resource, kinds: [kind] });
  }
  return rows;
}

export function ownRoutesBlock(defs: readonly ResourceDefinition[], spec: readonly string[]): string {
  return table(
    ['route', 'declaration', 'links'],
    ownRoutes(defs, spec).map((r) => [`\`${r.route}\``, r.resource, r.kinds.join(', ')]),
  );
}

/** Each generated block of the page, by its marker. */
export function generatedBlocks(
  text: string,
  entries: readonly RegistryEntry[],
  defs: readonly ResourceDefinition[],
): Record<string, string> {
  return {
    menus: menuBlock(entries),
    'own-routes': ownRoutesBlock(defs, routeColumn(text, 'spec-routes')),
  };
}

/** The page with every generated block rewritten from the registry (formatted as Prettier does). */
export async function renderRoutesDoc(
  text: string,
  entries: readonly RegistryEntry[],
  defs: readonly ResourceDefinition[],
): Promise<string> {
  let out = text;
  for (const [marker, block] of Object.entries(generatedBlocks(text, entries, defs))) {
    const current = markedBlock(out, marker);
    if (current === undefined) throw new Error(`${ROUTES_DOC} has no ${startOf(marker)} … ${endOf(marker)}`);
    const formatted = await format(block, { parser: 'markdown', printWidth: 110, proseWrap: 'preserve' });
    out = out.replace(`${startOf(marker)}${current}${endOf(marker)}`, () =>
      [startOf(marker), '', formatted.trimEnd(), '', endOf(marker)].join('\n'),
    );
  }
  return out;
}

/**
 * What is stale in the committed page: for each generated block that differs, its first differing
 * line, and the command that rewrites it. Empty when the page is what the registry gives.
 */
export function staleBlocks(committed: string, generated: string): string[] {
  return Object.keys({ menus: 0, 'own-routes': 0 }).flatMap((marker) => {
    const has = (markedBlock(committed, marker) ?? '').trim().split('\n');
    const wants = (markedBlock(generated, marker) ?? '').trim().split('\n');
    const at = wants.findIndex((line, i) => has[i] !== line);
    if (at < 0 && has.length === wants.length) return [];
    const line = at < 0 ? wants.length : at;
    return [
      `${ROUTES_DOC}: the ${marker} table is stale from its line ${line + 1} ` +
        `(it says ${JSON.stringify(has[line] ?? '(nothing)')}, the registry gives ` +
        `${JSON.stringify(wants[line] ?? '(nothing)')}): run \`${ROUTES_DOC_COMMAND}\`, never edit it by hand`,
    ];
  });
}
