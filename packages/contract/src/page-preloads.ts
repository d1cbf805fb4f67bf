// The scripts each page needs besides the entry (decision 079): the entry holds no preload lists (they
// grew with every route), so the web build writes, for each page, its route chunks and everything they
// import into `page-preloads.json` beside `index.html`, and the server names them as
// `<link rel="modulepreload">` in the page it sends. The browser then fetches a first page's code
// beside the entry instead of one import level after another once the entry has run. Both sides read
// the file through this module.

/** The file the web build writes into its output folder. */
export const pagePreloadsFileName = 'page-preloads.json';

export interface PagePreloads {
  /** By path (as `route-paths.json` lists it, parameters written out): built files under `assets/`, fetched in this order. */
  pages: Record<string, string[]>;
}

/** The `<link>` elements that preload a page's scripts, for the page's `<head>`. */
export function modulePreloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}
