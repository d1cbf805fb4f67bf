// Writes `page-preloads.json` (packages/contract/src/page-preloads.ts): for each page, the chunks of
// its route files (the page and the layouts above it) and every chunk they import, less what
// index.html already loads. The entry carries no preload lists (vite.config.ts, decision 079), so
// without this a first visit would fetch a page's code one import level at a time after the entry ran.
import path from 'node:path';
import { type PagePreloads, pagePreloadsFileName } from '@fernleaf/contract/page-preloads';
import { type GeneratorPlugin, inferFullPath, type RouteNode } from '@tanstack/router-generator';
import type { Plugin, Rolldown } from 'vite';
import { acceptedPathsOf } from '../src/route-param-values';
import type { RouteAreasPlugin } from './route-areas-plugin';

/** The route files a page's match runs through, root first, as absolute paths. */
function routeFilesOf(node: RouteNode, routesDirectory: string): string[] {
  const files: string[] = [];
  for (let at: RouteNode | undefined = node; at; at = at.parent)
    files.unshift(path.resolve(routesDirectory, at.filePath));
  return files;
}

/** Every chunk `files` import statically, transitively, `files` first. */
function withImports(bundle: Rolldown.OutputBundle, files: readonly string[]): string[] {
  const found = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const chunk = bundle[file];
    if (found.has(file) || chunk?.type !== 'chunk') continue;
    found.add(file);
    queue.push(...chunk.imports);
  }
  return [...found];
}

export function pagePreloads(
  routesDirectory: string,
  areas: Pick<RouteAreasPlugin, 'areaModuleOf'>,
): { generatorPlugin: GeneratorPlugin; vitePlugin: Plugin } {
  let pages: { paths: string[]; routeFiles: string[] }[] | undefined;
  return {
    generatorPlugin: {
      name: 'fernleaf:page-preloads',
      onRouteTreeChanged: ({ routeNodes }) => {
        pages = routeNodes
          .filter((node) => !node.isNonPath)
          .map((node) => {
            const fullPath = inferFullPath(node);
            return {
              paths: acceptedPathsOf(fullPath.length > 1 ? fullPath.replace(/\/+$/, '') : fullPath),
              routeFiles: routeFilesOf(node, routesDirectory),
            };
          });
      },
    },
    vitePlugin: {
      name: 'fernleaf:page-preloads',
      apply: 'build',
      // Vite hashes the entry before it takes its preload lists out: without this, an entry with the
      // lists and one without could share a file name, and a browser keep the old one.
      augmentChunkHash(chunk) {
        return chunk.isEntry ? 'no preload lists (decision 079)' : undefined;
      },
      // The stylesheet first in the head: the first paint waits for it, and the scripts Vite puts
      // before it (the entry, its vendor chunks' preloads) would otherwise start first and share the
      // connection with it. Module scripts are deferred: running order does not change.
      transformIndexHtml: {
        order: 'post',
        handler(html) {
          const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
          const firstScript = html.search(/[ \t]*<script type="module"/);
          if (stylesheets.length === 0 || firstScript < 0) return html;
          const withoutStylesheets = stylesheets.reduce((page, link) => page.replace(link, ''), html);
          const at = withoutStylesheets.search(/[ \t]*<script type="module"/);
          return `${withoutStylesheets.slice(0, at)}${stylesheets.join('')}${withoutStylesheets.slice(at)}`;
        },
      },
      generateBundle(_options, bundle) {
        if (!pages) this.error('the router generator did not report its route tree');
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) this.error('the build has no entry chunk');
        const loadedByHtml = new Set(withImports(bundle, [entry.fileName]));
        // The part the page renders with (component and loader, decision 037); error and not-found
        // components load only when needed.
        const pageChunksOf = new Map<string, string[]>();
        for (const chunk of chunks) {
          const [file, query = ''] = (chunk.facadeModuleId ?? '').split('?');
          if (!file || !/tsr-split=[^&]*component/.test(query)) continue;
          pageChunksOf.set(file, [...(pageChunksOf.get(file) ?? []), chunk.fileName]);
        }
        // The chunk of each area's routes (decision 083): the router matches a page only once its area is in.
        const areaChunkOf = new Map<string, string>();
        for (const chunk of chunks) if (chunk.facadeModuleId) areaChunkOf.set(chunk.facadeModuleId, chunk.fileName);
        const file: PagePreloads = { pages: {} };
        for (const page of pages) {
          const areaModules = new Set(page.routeFiles.flatMap((routeFile) => areas.areaModuleOf(routeFile) ?? []));
          const areaChunks = [...areaModules].map((module) => {
            const chunk = areaChunkOf.get(module);
            if (!chunk) this.error(`no chunk of the route area ${module}`);
            return chunk;
          });
          const own = [...areaChunks, ...page.routeFiles.flatMap((routeFile) => pageChunksOf.get(routeFile) ?? [])];
          const preloads = withImports(bundle, own).filter((chunk) => !loadedByHtml.has(chunk));
          if (preloads.length === 0) continue;
          // A path with a parameter left as a pattern (`/download/$key`) is not a path the server is asked for.
          for (const pagePath of page.paths) if (!pagePath.includes('$')) file.pages[pagePath] = preloads;
        }
        this.emitFile({ type: 'asset', fileName: pagePreloadsFileName, source: `${JSON.stringify(file)}\n` });
      },
    },
  };
}
