/**
 * The import graph of the repository's own code (src/, resources/, i18n/, mocks/), read with
 * TypeScript's parser: every module a file names, whether by a static import or export (`import type`
 * too), a dynamic `import()`, an `import.meta.glob` or a worker's `new URL(…, import.meta.url)`.
 * tests/unit/shell/import-cycles.test.ts finds the cycles in it (docs/architecture.md).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');
export const OWN_FOLDERS = ['src', 'resources', 'i18n', 'mocks'];

/** A file's imports: repository-relative paths (forward slashes) of the modules it names. */
export type ImportGraph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx|js|mjs|cjs|jsx)$/;

function walk(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, into);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) into.push(path);
  }
  return into;
}

const toKey = (absolute: string) => relative(ROOT, absolute).split(sep).join('/');

/** The file a relative (or `@/`) specifier names, or undefined for a package or a missing file. */
function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('./') || specifier.startsWith('../')) base = resolve(dirname(fromFile), specifier);
  else if (specifier.startsWith('@/')) base = resolve(ROOT, specifier.slice(2));
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return found && SOURCE.test(found) ? found : undefined;
}

/** The files an `import.meta.glob` pattern (`./dir/*.ts`, one star in the last segment) matches. */
function expandGlob(fromFile: string, pattern: string): string[] {
  const absolute = resolve(dirname(fromFile), pattern);
  const dir = dirname(absolute);
  const name = absolute.slice(dir.length + 1);
  if (!existsSync(dir)) return [];
  const matcher = new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  return readdirSync(dir)
    .filter((entry) => matcher.test(entry))
    .map((entry) => join(dir, entry));
}

const isImportMeta = (node: ts.Node) =>
  ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword && node.name.text === 'meta';

/** Every module specifier a source text names (resolved to files by the caller). */
export function specifiersOf(fileName: string, text: string): { specifiers: string[]; globs: string[] } {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const globs: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node)) {
      // `import('./x.ts').Type` in a type position.
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) specifiers.push(arg.literal.text);
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const literal = first && ts.isStringLiteralLike(first) ? first.text : undefined;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && literal) specifiers.push(literal);
      // import.meta.glob('./messages/th/*.ts')
      if (
        literal &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'glob' &&
        isImportMeta(node.expression.expression)
      )
        globs.push(literal);
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL'
    ) {
      // new Worker(new URL('./worker.ts', import.meta.url))
      const [first, second] = node.arguments ?? [];
      if (first && ts.isStringLiteralLike(first) && second && ts.isPropertyAccessExpression(second)) {
        if (isImportMeta(second.expression) && second.name.text === 'url') specifiers.push(first.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { specifiers, globs };
}

/** A file's text and what it imports, parsed once per text. */
const parsed = new Map<string, { text: string; targets: Set<string> }>();

/**
 * The graph of the own folders. `override` replaces a file's text (repository-relative path → source),
 * so a test can add a deliberate import without writing a file.
 */
export function importGraph(override: Record<string, string> = {}): ImportGraph {
  const graph: ImportGraph = new Map();
  const files = OWN_FOLDERS.flatMap((folder) => walk(join(ROOT, folder)));
  for (const file of files) {
    const key = toKey(file);
    const text = override[key] ?? readFileSync(file, 'utf8');
    const known = parsed.get(key);
    if (known?.text === text) {
      graph.set(key, new Set(known.targets));
      continue;
    }
    const { specifiers, globs } = specifiersOf(file, text);
    const targets = new Set<string>();
    for (const specifier of specifiers) {
      const target = resolveSpecifier(file, specifier);
      if (target) targets.add(toKey(target));
    }
    for (const glob of globs) for (const target of expandGlob(file, glob)) targets.add(toKey(target));
    parsed.set(key, { text, targets });
    graph.set(key, new Set(targets));
  }
  return graph;
}

/**
 * The strongly connected components with more than one file (or a file importing itself): each is a
 * set of modules that reach each other through imports, i.e. one or more import cycles. Tarjan's
 * algorithm, iterative (the graph has hundreds of files).
 */
export function cycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edges: string[]; next: number }[] = [];
    const open = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: [...(graph.get(node) ?? [])], next: 0 });
    };
    open(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.next < frame.edges.length) {
        const to = frame.edges[frame.next++];
        if (!graph.has(to)) continue;
        if (!index.has(to)) open(to);
        else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) found.push(component.sort());
      }
    }
  }
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** One concrete loop through a component, for a readable failure: a → b → … → a. */
export function loopThrough(graph: ImportGraph, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0];
  // Breadth-first from start's successors back to start, inside the component.
  const previous = new Map<string, string>();
  const queue = [...(graph.get(start) ?? [])].filter((n) => members.has(n));
  for (const n of queue) previous.set(n, start);
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node === start) break;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next) || previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const path = [start];
  let node = previous.get(start);
  while (node !== undefined && node !== start) {
    path.unshift(node);
    node = previous.get(node);
  }
  path.unshift(start);
  return path;
}
