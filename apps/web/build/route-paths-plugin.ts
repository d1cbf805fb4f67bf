// Writes `route-paths.json` (packages/contract/src/web-route-paths.ts) into the build: the full path of
// every route of the route tree, taken from the router's own generator as it writes
// `src/route-tree.gen.ts`, so the server's list of pages is the router's and cannot drift from it.
import { type WebRoutePaths, webRoutePathsFileName } from '@fernleaf/contract/web-route-paths';
import { type GeneratorPlugin, inferFullPath, type RouteNode } from '@tanstack/router-generator';
import type { Plugin } from 'vite';
import { acceptedPathsOf } from '../src/route-param-values';

/**
 * The full paths of a route tree's nodes as the router infers them, each once, without trailing
 * slash, with each listed parameter written out as the values it accepts (src/route-param-values.ts).
 */
export function routePathsOf(nodes: readonly RouteNode[]): string[] {
  const paths = nodes.flatMap((node) => {
    const fullPath = inferFullPath(node);
    return acceptedPathsOf(fullPath.length > 1 ? fullPath.replace(/\/+$/, '') : fullPath);
  });
  return [...new Set(paths)].sort();
}

export function routePaths(): { generatorPlugin: GeneratorPlugin; vitePlugin: Plugin } {
  let paths: string[] | undefined;
  return {
    generatorPlugin: {
      name: 'fernleaf:route-paths',
      onRouteTreeChanged: ({ routeNodes }) => {
        paths = routePathsOf(routeNodes);
      },
    },
    vitePlugin: {
      name: 'fernleaf:route-paths',
      apply: 'build',
      generateBundle() {
        if (!paths) this.error('the router generator did not report its route tree');
        const file: WebRoutePaths = { paths };
        this.emitFile({ type: 'asset', fileName: webRoutePathsFileName, source: `${JSON.stringify(file, null, 2)}\n` });
      },
    },
  };
}
