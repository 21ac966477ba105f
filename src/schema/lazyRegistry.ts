/**
 * The registry as the console loads it (docs/performance.md, "Bytes"; docs/architecture.md, "Loading
 * policy"): the **heads** of every entry (name, route, permission, menu, the names of its screen) are at
 * hand from the start; a screen's full declaration (fields, filters, endpoints, labels, …) is loaded
 * when something first needs it: its route, a data call naming it, or the pointer reaching its
 * side-menu item. So the first screen's code does not grow with the number of declared screens.
 *
 * The heads are code next to each declaration (resources/<area>/<entity>/index.ts, src/schema/entity.ts);
 * `eagerRegistry` serves a registry whose declarations are all loaded (tests, the integration harness).
 */
import type { ServiceName } from '../contract/services.ts';
import type { QueueDeclaration } from './declarations/queues.ts';
import {
  ancestorsOf,
  assemble,
  entityOf,
  type DeclarationBody,
  type EntityDefinition,
  type ListHead,
  type ScreenMessagesLoader,
} from './entity.ts';
import type { MenuDeclaration, RegistryEntry, ResourceDefinition } from './types.ts';
import { isScreen } from './types.ts';
import { deepestRoute } from '../auth/deepestRoute.ts';

/** What the shell needs of an entry before its declaration has loaded (derived from its head). */
export interface RegistryHead {
  name: string;
  permission: string;
  menu?: MenuDeclaration;
  /** A menu still to be built (its route shows a placeholder); no declaration to load. */
  placeholder?: true;
  /** Its list route exists: `list` in views and not a child resource, or a settings or operation page. */
  list?: true;
  /** The generated list's first call (the boot sends it early: src/loading/firstPage.ts). */
  firstPage?: ListHead & { service: ServiceName };
  /** Its pages sit under this parent's view page (the child's own routes are the parent's). */
  parent?: string;
  /** The field react-admin shows as a record's title. */
  recordTitle?: string;
  /** A screen without a menu: its name per locale (`resources.<name>.name`; a menu is named by its menu). */
  names?: { th: string; en: string };
  /** Messages of the screen's own pages, loaded with its declaration. */
  messages?: ScreenMessagesLoader;
  /** Its list's work queues (the start page's cards). */
  queues?: readonly QueueDeclaration[];
}

/** The head of a registry entry: an entity, or a whole declaration (tests) or menu still to build. */
export function headOf(entry: RegistryEntry | EntityDefinition): RegistryHead {
  if ('placeholder' in entry)
    return { name: entry.name, permission: entry.permission, menu: entry.menu, placeholder: true };
  const entity = 'fields' in entry ? entityOf(entry) : entry;
  const head: RegistryHead = { name: entity.name, permission: entity.permission };
  if (entity.menu) head.menu = entity.menu;
  if (!('fields' in entry) && !entry.load) return { ...head, placeholder: true };
  if (entity.list && !entity.parent) head.list = true;
  if (typeof entity.list === 'object' && !entity.parent && entity.service) {
    head.firstPage = { ...entity.list, service: entity.service };
  }
  if (entity.parent) head.parent = entity.parent.resource;
  head.recordTitle = entity.recordTitle;
  if (!entity.menu && entity.names) head.names = entity.names;
  if (entity.messages) head.messages = entity.messages;
  if (entity.queues?.length) head.queues = entity.queues;
  return head;
}

/** What labels are built from: a registry entry, or the head of one whose declaration has not loaded. */
export type LabelEntry = RegistryEntry | RegistryHead;

/** A declaration and its child resources (declared with it as `parent`). */
export interface LoadedScreen {
  def: ResourceDefinition;
  childDefs: readonly ResourceDefinition[];
  /** Its child resources and theirs, at any depth (their pages are mounted under its routes). */
  descendantDefs: readonly ResourceDefinition[];
}

type ScreenLoader = () => Promise<ResourceDefinition>;

/** Called with the declarations that have just loaded, before `load` resolves. */
export type LoadListener = (loaded: readonly ResourceDefinition[]) => void | Promise<void>;

export interface LazyRegistry {
  readonly heads: readonly RegistryHead[];
  head(name: string): RegistryHead | undefined;
  /** The head of the screen `pathname` is in (the longest route that contains it). */
  headAt(pathname: string): RegistryHead | undefined;
  /** The declaration if it has loaded, else undefined. */
  peek(name: string): ResourceDefinition | undefined;
  /**
   * The declaration, loaded with its child resources and theirs (their lists are on its view page,
   * their pages under its routes). Undefined
   * for a name that is no screen. A failed load is forgotten, so the next call tries again.
   */
  load(name: string): Promise<ResourceDefinition | undefined>;
  /**
   * The declaration as soon as its module is in (`peek` gives it), without waiting for what loads
   * beside it (the listeners': its messages, the code of its parts): what a data call needs. Starts
   * `load` when it has not started.
   */
  declaration(name: string): Promise<ResourceDefinition | undefined>;
  /** The declaration of the screen `pathname` is in, if it is one (see `load`). */
  loadAt(pathname: string): Promise<ResourceDefinition | undefined>;
  /** The declaration with its child resources, once all of them have loaded (the same object each time). */
  screen(name: string): LoadedScreen | undefined;
  /**
   * The screen as a promise for React's `use`: the same promise for a name each time (React keeps its
   * state on it). Resolves undefined for a name that is no screen; a failed load is forgotten (the next
   * call tries again).
   */
  screenPromise(name: string): Promise<LoadedScreen | undefined>;
  /** Every entry: the loaded declaration where there is one, else its head. */
  entries(): readonly LabelEntry[];
  onLoad(listener: LoadListener): () => void;
}

const isWhole = (body: unknown): body is ResourceDefinition =>
  typeof body === 'object' && body !== null && 'name' in body;

/**
 * A registry whose declarations load on demand: each entity's `load` gives the rest of its declaration,
 * put together with its head (`assemble`). `atHand` are loaded already.
 */
export function createLazyRegistry(
  entities: readonly EntityDefinition[],
  atHand: readonly ResourceDefinition[] = [],
): LazyRegistry {
  const heads = entities.map(headOf);
  const loaders: Record<string, ScreenLoader> = {};
  const entityNamed = new Map(entities.map((entity) => [entity.name, entity]));
  for (const entity of entities) {
    const load = entity.load;
    if (!load) continue;
    // A child of a child is placed under every ancestor (its pages, links and calls).
    const ancestors = ancestorsOf(entity, (name) => entityNamed.get(name));
    const placed = ancestors.length > 0 ? { ...entity, ancestors } : entity;
    loaders[entity.name] = () =>
      load().then((module) => {
        const body: unknown = module.default;
        // A whole declaration (eagerRegistry) is taken as it is.
        return isWhole(body) ? body : assemble(placed, module.default);
      });
  }
  const byName = new Map(heads.map((head) => [head.name, head]));
  const loaded = new Map(atHand.map((def) => [def.name, def]));
  const pending = new Map<string, Promise<ResourceDefinition | undefined>>();
  const listeners = new Set<LoadListener>();
  /** A loading declaration, by name: resolves once its module is in, before the listeners (`declaration`). */
  const modules = new Map<string, Promise<ResourceDefinition | undefined>>();
  const screens = new Map<string, LoadedScreen>();
  const childNames = (name: string) => heads.filter((head) => head.parent === name).map((head) => head.name);
  const descendantNames = (name: string): string[] =>
    childNames(name).flatMap((child) => [child, ...descendantNames(child)]);

  async function fetchOne(name: string): Promise<ResourceDefinition> {
    const loader = loaders[name];
    if (!loader) throw new Error(`No declaration loader for "${name}"`);
    const def = await loader();
    if (def.name !== name) throw new Error(`The loader of "${name}" gave "${def.name}"`);
    return def;
  }

  /** Loads `names` (those not loaded yet), records them, then tells the listeners once. */
  async function loadMany(names: readonly string[]): Promise<void> {
    const wanted = names.filter((name) => !loaded.has(name));
    if (wanted.length === 0) return;
    const arrived = Promise.all(wanted.map(fetchOne)).then((defs) => {
      const fresh = defs.filter((def) => !loaded.has(def.name));
      for (const def of fresh) loaded.set(def.name, def);
      return fresh;
    });
    for (const name of wanted) {
      const module = arrived.then(() => loaded.get(name));
      // Its failure is the load's to report (below); a caller of `declaration` gets it too.
      module.catch(() => undefined);
      modules.set(name, module);
    }
    const fresh = await arrived.finally(() => {
      for (const name of wanted) modules.delete(name);
    });
    if (fresh.length > 0) await Promise.all([...listeners].map((listener) => listener(fresh)));
    // The screen a list's rows open (`rowOpens`) is the next one wanted: it follows, not waited for.
    for (const def of fresh) if (def.rowOpens) void load(def.rowOpens).catch(() => undefined);
  }

  function screen(name: string): LoadedScreen | undefined {
    const known = screens.get(name);
    if (known) return known;
    const def = loaded.get(name);
    const below = descendantNames(name).map((child) => loaded.get(child));
    if (!def || below.some((child) => !child)) return undefined;
    const descendantDefs = below as ResourceDefinition[];
    const childDefs = descendantDefs.filter((child) => child.parent?.resource === name);
    const ready = { def, childDefs, descendantDefs };
    screens.set(name, ready);
    return ready;
  }

  function load(name: string): Promise<ResourceDefinition | undefined> {
    const head = byName.get(name);
    if (!head || head.placeholder) return Promise.resolve(undefined);
    const ready = screen(name);
    if (ready) return Promise.resolve(ready.def);
    let promise = pending.get(name);
    if (!promise) {
      promise = loadMany([name, ...descendantNames(name)]).then(
        () => {
          pending.delete(name);
          return loaded.get(name);
        },
        (error: unknown) => {
          pending.delete(name);
          throw error;
        },
      );
      pending.set(name, promise);
    }
    return promise;
  }

  function declaration(name: string): Promise<ResourceDefinition | undefined> {
    const known = loaded.get(name);
    if (known) return Promise.resolve(known);
    // `load` asks for the module at once (and settles a name that is no screen).
    const whole = load(name);
    const module = modules.get(name);
    if (!module) return whole;
    // The module's promise reports a failure; the whole load's is left to `load`'s own callers.
    whole.catch(() => undefined);
    return module;
  }

  const headAt = (pathname: string) => deepestRoute(heads, (head) => `/${head.name}`, pathname);

  const screenPromises = new Map<string, Promise<LoadedScreen | undefined>>();

  function screenPromise(name: string): Promise<LoadedScreen | undefined> {
    let promise = screenPromises.get(name);
    if (!promise) {
      promise = load(name).then(() => screen(name));
      promise.catch(() => screenPromises.delete(name));
      screenPromises.set(name, promise);
    }
    return promise;
  }

  return {
    heads,
    head: (name) => byName.get(name),
    headAt,
    loadAt(pathname) {
      const head = headAt(pathname);
      return head ? load(head.name) : Promise.resolve(undefined);
    },
    peek: (name) => loaded.get(name),
    load,
    declaration,
    screen,
    screenPromise,
    entries: () => heads.map((head) => loaded.get(head.name) ?? head),
    onLoad(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const eager = new WeakMap<readonly RegistryEntry[], LazyRegistry>();

/** A registry with every declaration loaded already (tests, the integration harness). */
export function eagerRegistry(entries: readonly RegistryEntry[]): LazyRegistry {
  let registry = eager.get(entries);
  if (!registry) {
    const screens = entries.filter(isScreen);
    registry = createLazyRegistry(
      entries.map((entry) =>
        isScreen(entry)
          ? { ...entityOf(entry), load: () => Promise.resolve({ default: entry as DeclarationBody }) }
          : { ...entry, load: undefined },
      ),
      screens,
    );
    eager.set(entries, registry);
  }
  return registry;
}
