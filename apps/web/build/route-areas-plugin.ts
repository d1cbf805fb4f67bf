// Splits the router's runtime route tree by area (decision 083): the entry holds the root route, the
// pages that stand alone at the top (`/`, `/home`, `/login`...) and a map from an address's first
// segment to the module that adds that area's routes; every other route's definition (path, meta,
// search check, the lazy imports naming its chunks) is in its area's chunk, loaded before the router
// matches an address of that area (src/route-areas/load-route-areas.ts). Written from the router's own
// generator as it writes `src/route-tree.gen.ts`, which stays whole for the types (typed links,
// `Register`) and the tests. A tree the split cannot express fails the generation, naming why.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type GeneratorPlugin, inferFullPath, type RouteNode } from '@tanstack/router-generator';
import { acceptedPathsOf } from '../src/route-param-values';

/** The folder of the generated modules, beside the hand-written loader. */
export const routeAreasFolder = 'route-areas';
export const routeAreasEntryFile = 'entry.gen.ts';

export interface RouteArea {
  /** The module's name: the first segment of the area's route paths as written (`instacash`, `$addFlow`). */
  name: string;
  /** The first segments of the addresses the area answers (a listed parameter written out). */
  keys: string[];
  /** The area's routes directly under the root, each with its routes below. */
  nodes: RouteNode[];
}

export interface RouteSplit {
  /** Routes directly under the root that stay in the entry. */
  entryNodes: RouteNode[];
  areas: RouteArea[];
}

const firstSegmentOf = (fullPath: string) => fullPath.split('/').filter(Boolean)[0] ?? '';
const isPattern = (segment: string) => /[$*{}]/.test(segment);

/** Every route of `nodes` and the routes below them, parents first. */
function subtree(nodes: readonly RouteNode[]): RouteNode[] {
  return nodes.flatMap((node) => [node, ...subtree(node.children ?? [])]);
}

/**
 * Which routes stay in the entry and which area every other one belongs to. An area is the first
 * segment of its routes' full paths; a listed parameter there (`$addFlow`) is written out as the
 * values it accepts (src/route-param-values.ts), each a key of the same area. The entry keeps a
 * page alone at the top (`/home`: one route, one segment, nothing below it), a pathless layout at
 * the top (it may span areas) and a route whose first segment is a parameter no list names (no key
 * could find it).
 */
export function splitRouteTree(topNodes: readonly RouteNode[]): RouteSplit {
  const entryNodes: RouteNode[] = [];
  const byName = new Map<string, RouteArea>();
  for (const node of topNodes) {
    const fullPath = inferFullPath(node);
    const name = firstSegmentOf(fullPath);
    const keys = [...new Set(acceptedPathsOf(fullPath).map(firstSegmentOf))];
    if (node.isNonPath || name === '' || keys.some((key) => key === '' || isPattern(key))) {
      entryNodes.push(node);
      continue;
    }
    const area = byName.get(name) ?? { name, keys: [], nodes: [] };
    area.keys = [...new Set([...area.keys, ...keys])];
    area.nodes.push(node);
    byName.set(name, area);
  }
  const areas: RouteArea[] = [];
  for (const area of byName.values()) {
    const [only] = area.nodes;
    const standsAlone =
      area.nodes.length === 1 &&
      only &&
      !only.children?.length &&
      inferFullPath(only).split('/').filter(Boolean).length === 1;
    if (standsAlone) entryNodes.push(only);
    else areas.push(area);
  }
  return { entryNodes, areas };
}

/** The file name of an area's module (its name without the characters a file name should not hold). */
export function areaFileName(area: Pick<RouteArea, 'name'>): string {
  return `area-${area.name.replace(/[^\w-]/g, '')}.gen.ts`;
}

const header = [
  '/* eslint-disable */',
  '// @ts-nocheck',
  "// Written by apps/web/build/route-areas-plugin.ts from the router generator's route tree (decision 083):",
  '// edits are overwritten. The types come from route-tree.gen.ts; this is the runtime tree, by area.',
  '',
];

/**
 * The statements that import `nodes` and every route below them and attach each to its parent, as
 * route-tree.gen.ts does (same `id`, `path` and parent), and the expression listing `nodes`.
 */
function routeStatements(nodes: readonly RouteNode[], routeImport: (node: RouteNode) => string) {
  const all = subtree(nodes);
  const name = new Map(all.map((node, index) => [node, `r${index}`]));
  const imports = all.map((node) => `import { Route as ${name.get(node)}i } from '${routeImport(node)}';`);
  const definitions = all.map((node) => {
    const parent = node.parent && name.has(node.parent) ? name.get(node.parent) : 'rootRoute';
    const pathOption =
      !node.isNonPath || (node._fsRouteType === 'pathless_layout' && node.cleanedPath)
        ? ` path: '${node.cleanedPath}',`
        : '';
    return `const ${name.get(node)} = ${name.get(node)}i.update({ id: '${node.path}',${pathOption} getParentRoute: () => ${parent} });`;
  });
  // Children after their definitions, deepest last: each parent takes its routes below it.
  const children = all
    .filter((node) => node.children?.length)
    .map(
      (node) =>
        `${name.get(node)}._addFileChildren([${(node.children ?? []).map((child) => name.get(child)).join(', ')}]);`,
    );
  const list = `[${nodes.map((node) => name.get(node)).join(', ')}]`;
  return { imports, definitions, children, list };
}

/** The generated modules, by file name: the entry's (root, routes kept, area map) and one per area. */
export function routeAreaModules(split: RouteSplit, rootNode: RouteNode): Map<string, string> {
  const routeImport = (node: RouteNode) => `../routes/${node.filePath.replace(/\.[jt]sx?$/, '')}`;
  const rootImport = `import { Route as rootRoute } from '${routeImport(rootNode)}';`;
  /** A module that attaches `nodes` and the routes below them, then `exports(list of nodes)`. */
  const routeModule = (nodes: readonly RouteNode[], exports: (list: string) => string[]) => {
    const { imports, definitions, children, list } = routeStatements(nodes, routeImport);
    return [...header, rootImport, ...imports, '', ...definitions, ...children, '', ...exports(list), ''].join('\n');
  };
  const modules = new Map<string, string>();
  for (const area of split.areas) {
    modules.set(
      areaFileName(area),
      routeModule(area.nodes, (list) => [
        `/** The routes of ${area.keys.map((key) => `/${key}`).join(', ')}, to add under the root. */`,
        `export const routes = ${list};`,
      ]),
    );
  }
  const loaders = split.areas.map(
    (area, index) => `const a${index} = () => import('./${areaFileName(area).replace(/\.ts$/, '')}');`,
  );
  const keys = [...new Set(split.areas.flatMap((area) => area.keys))].sort();
  const map = keys.map((key) => {
    const loading = split.areas.flatMap((area, index) => (area.keys.includes(key) ? [`a${index}`] : []));
    return `  '${key}': [${loading.join(', ')}],`;
  });
  modules.set(
    routeAreasEntryFile,
    routeModule(split.entryNodes, (list) => [
      'export { rootRoute };',
      '/** The routes under the root that every first visit has. */',
      `export const entryRoutes = ${list};`,
      '',
      ...loaders,
      "/** By an address's first segment, the modules that add its area's routes. */",
      'export const routeAreas = {',
      ...map,
      '};',
    ]),
  );
  return modules;
}

/** Writes the modules into `folder`, touching only those that change, and removes areas gone. */
function writeModules(folder: string, modules: ReadonlyMap<string, string>) {
  mkdirSync(folder, { recursive: true });
  for (const file of readdirSync(folder))
    if (file.endsWith('.gen.ts') && !modules.has(file)) rmSync(path.join(folder, file));
  for (const [file, content] of modules) {
    const at = path.join(folder, file);
    let current: string | undefined;
    try {
      current = readFileSync(at, 'utf8');
    } catch {}
    if (current !== content) writeFileSync(at, content);
  }
}

export interface RouteAreasPlugin {
  generatorPlugin: GeneratorPlugin;
  /** The area module each route file's routes are in, by absolute path; none for the entry's. */
  areaModuleOf(routeFile: string): string | undefined;
}

/** `sourceDirectory`: the app's `src`, whose `routes` the generator reads. */
export function routeAreas(sourceDirectory: string): RouteAreasPlugin {
  const folder = path.join(sourceDirectory, routeAreasFolder);
  let areaOfFile: Map<string, string> | undefined;
  return {
    generatorPlugin: {
      name: 'fernleaf:route-areas',
      onRouteTreeChanged: ({ routeTree, rootRouteNode, acc }) => {
        // Route pieces (`.lazy.tsx`, `.component.tsx`...) and virtual routes are attached in ways the
        // modules written here do not repeat: refuse them rather than drop them.
        const pieces = Object.keys(acc.routePiecesByPath);
        if (pieces.length > 0)
          throw new Error(`route-areas: route piece files are not split by area (${pieces.join(', ')})`);
        const virtual = subtree(routeTree).filter((node) => node.isVirtual);
        if (virtual.length > 0)
          throw new Error(
            `route-areas: virtual routes are not split by area (${virtual.map((node) => node.routePath).join(', ')})`,
          );
        const split = splitRouteTree(routeTree);
        writeModules(folder, routeAreaModules(split, rootRouteNode));
        areaOfFile = new Map(
          split.areas.flatMap((area) =>
            subtree(area.nodes).map((node) => [
              path.join(sourceDirectory, 'routes', node.filePath),
              path.join(folder, areaFileName(area)),
            ]),
          ),
        );
      },
    },
    areaModuleOf(routeFile) {
      if (!areaOfFile) throw new Error('the router generator did not report its route tree');
      return areaOfFile.get(routeFile);
    },
  };
}
