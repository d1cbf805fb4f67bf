// Serves the built web app: hashed assets cached for a year (immutable), everything else briefly,
// each file from the brotli or gzip copy the build wrote when the browser takes it, and
// `index.html` (revalidated on every visit, with an ETag) for every page: status 200 for a route of the web app, 404 for any
// other path (the app then shows its not-found page), from the route list the web build writes. The
// signed-out pages the build prerendered (and the not-found page) go out with their markup in
// `#root`, so their text and form show before any script runs (decision 070); the pages that need
// sign-in with the first screen of the app's frame, which the app then draws over (decision 087). Shareable landing pages get their title,
// description and social tags written into the HTML, so a link shared in a chat shows them without
// running scripts.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { landingPageOf } from '@fernleaf/contract/marketplace-landing-pages';
import { modulePreloadLinks, type PagePreloads, pagePreloadsFileName } from '@fernleaf/contract/page-preloads';
import {
  notFoundPrerenderPath,
  type PrerenderedPages,
  prerenderedPagesFileName,
} from '@fernleaf/contract/prerendered-pages';
import { isWebRoutePath, type WebRoutePaths, webRoutePathsFileName } from '@fernleaf/contract/web-route-paths';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppEnv } from '../config.ts';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.ts';

export interface Spa {
  /** `pathname` is the page asked for, without its query. */
  sendIndex(reply: FastifyReply, pathname?: string): FastifyReply;
}

export async function registerSpa(
  app: FastifyInstance,
  options: {
    distDir: string;
    appEnv: AppEnv;
    brandName: string;
    publicUrl: string;
    /** Production running the sandboxes (SANDBOX_PROVIDERS=enabled): every page says no real money moves. */
    sandboxBanner?: boolean;
  },
): Promise<Spa | undefined> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built; serving the API only');
    return undefined;
  }
  const indexHtml = personaliseIndex(readFileSync(indexFile, 'utf8'), options);
  const isPage = readRoutePaths(app, options.distDir);
  const prerenderedOf = readPrerenderedPages(app, indexHtml, options);
  const withPagePreloads = readPagePreloads(options.distDir);

  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    // The web build writes `.br` and `.gz` copies of its files (apps/web/build/precompress-plugin.ts):
    // the copy the browser accepts is sent as it is, with `Vary: Accept-Encoding`, its own length
    // and ETag, so no answer is compressed per request (decision 038).
    preCompressed: true,
    // Each built file gets its own route; its compressed copies are reached through it, not by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(path.join(options.distDir, 'assets') + path.sep);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // Browsers ask for /favicon.ico on pages without an icon link (sandbox pages, PDFs, the API docs).
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));

  return {
    sendIndex: (reply, pathname) => {
      const landing = pathname === undefined ? undefined : landingPageOf(pathname);
      const page = isPage(pathname ?? '/');
      const prerendered = prerenderedOf(page ? (pathname ?? '/') : notFoundPrerenderPath);
      const shell = prerendered?.html ?? indexHtml;
      const withPreloads = page ? withPagePreloads(shell, pathname ?? '/') : shell;
      // A page prerendered whole paints without its scripts: they come after its first paint.
      const withScripts = prerendered?.paintsAlone ? pageScriptsAfterFirstPaint(withPreloads) : withPreloads;
      const html = landing ? withLandingMeta(withScripts, landing, pathname ?? '/', options) : withScripts;
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (page) {
        // `no-cache` makes the browser ask again on every visit; the tag lets it keep its copy when
        // the page has not changed (a new build or configuration changes it).
        const etag = etagOf(html);
        reply.header('etag', etag);
        if (matchesEtag(reply.request.headers['if-none-match'], etag)) return reply.code(304).send();
      }
      reply.code(page ? 200 : 404);
      // Answers from the not-found handler pass no route's compression hook: the page is compressed
      // here, once per variant, like the built files.
      const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(compressedPage(html)[encoding]);
    },
  };
}

/**
 * Whether a path is a page of the web app. A build from before the list existed has none: every path
 * is then a page, as it was, and the log says why unknown paths answer 200.
 */
function readRoutePaths(app: FastifyInstance, distDir: string): (pathname: string) => boolean {
  const file = path.join(distDir, webRoutePathsFileName);
  if (!existsSync(file)) {
    app.log.warn({ file }, 'the web build has no route list; every path is answered as a page');
    return () => true;
  }
  const { paths } = JSON.parse(readFileSync(file, 'utf8')) as WebRoutePaths;
  return (pathname) => isWebRoutePath(paths, pathname);
}

/** The root element the web app renders into, empty in the built index.html. */
const emptyRoot = '<div id="root"></div>';

/**
 * The page with its prerendered markup for a path the build prerendered, else undefined (the shell).
 * A signed-out page's markup is the page, which the app adopts (hydration) and which paints without
 * the scripts (`paintsAlone`: they come after its first paint); a page that needs sign-in gets the
 * first screen of the app's frame, unmarked, which the app draws over (decision 087): its scripts
 * draw the page, so they stay in the head. A server configured with another brand, or showing the sandbox banner, sends the shell: the
 * markup was rendered with the built page's brand and no banner, and the browser's first render
 * must find what it would draw itself.
 */
function readPrerenderedPages(
  app: FastifyInstance,
  indexHtml: string,
  options: { distDir: string; brandName: string; sandboxBanner?: boolean | undefined },
): (pathname: string) => { html: string; paintsAlone: boolean } | undefined {
  const file = path.join(options.distDir, prerenderedPagesFileName);
  if (!existsSync(file) || !indexHtml.includes(emptyRoot)) return () => undefined;
  const { pages, brandName, memberFrames } = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages;
  if (brandName !== options.brandName || options.sandboxBanner) {
    app.log.info(
      { brandName: options.brandName },
      'pages prerendered for another brand or without the sandbox banner: sending the shell',
    );
    return () => undefined;
  }
  const withMarkup = new Map(
    Object.entries(pages).map(([pagePath, markup]) => [
      pagePath,
      {
        html: indexHtml.replace(emptyRoot, () => `<div id="root" data-prerendered="">${markup}</div>`),
        paintsAlone: true,
      },
    ]),
  );
  const framed = (memberFrames?.frames ?? []).map((markup) => ({
    html: indexHtml.replace(emptyRoot, () => `<div id="root">${markup}</div>`),
    paintsAlone: false,
  }));
  for (const [pagePath, frame] of Object.entries(memberFrames?.pages ?? {})) {
    const page = framed[frame];
    if (page && !withMarkup.has(pagePath)) withMarkup.set(pagePath, page);
  }
  return (pathname) => withMarkup.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/**
 * The page with `<link rel="modulepreload">` for its own scripts (decision 079): the entry names none,
 * so the browser fetches the page's code beside the entry rather than after it ran. Placed last in the
 * head, after the stylesheet, which the first paint waits for. A build without the file: the page as it is.
 */
function readPagePreloads(distDir: string): (html: string, pathname: string) => string {
  const file = path.join(distDir, pagePreloadsFileName);
  if (!existsSync(file)) return (html) => html;
  const { pages } = JSON.parse(readFileSync(file, 'utf8')) as PagePreloads;
  const links = new Map(Object.entries(pages).map(([pagePath, files]) => [pagePath, modulePreloadLinks(files)]));
  return (html, pathname) => {
    const found = links.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    return found ? html.replace('</head>', () => `${found}</head>`) : html;
  };
}

const afterFirstPaint = new Map<string, string>();

/** `scriptsAfterFirstPaint`, once per page: the prerendered pages are a handful of variants. */
function pageScriptsAfterFirstPaint(html: string): string {
  let moved = afterFirstPaint.get(html);
  if (moved === undefined) {
    moved = scriptsAfterFirstPaint(html);
    afterFirstPaint.set(html, moved);
  }
  return moved;
}

const etags = new Map<string, string>();
const compressedPages = new Map<string, { br: Buffer; gzip: Buffer }>();

/** The page's compressed forms, made once: the page and the landing pages are a handful of variants. */
function compressedPage(html: string): { br: Buffer; gzip: Buffer } {
  let compressed = compressedPages.get(html);
  if (!compressed) {
    compressed = {
      br: brotliCompressSync(html, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
      }),
      gzip: gzipSync(html, { level: zlibConstants.Z_BEST_COMPRESSION }),
    };
    compressedPages.set(html, compressed);
  }
  return compressed;
}

/** Brotli, else gzip, when Accept-Encoding takes it (`q=0` refuses; `*` takes either). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    (quality && Number(quality.slice(2)) === 0 ? refused : accepted).add(name);
  }
  const takes = (encoding: string) => accepted.has(encoding) || (accepted.has('*') && !refused.has(encoding));
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

/**
 * Weak: the same page goes out compressed or not, and both are the same page to a cache
 * (RFC 9110 section 8.8.1).
 */
function etagOf(html: string): string {
  let etag = etags.get(html);
  if (!etag) {
    etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    etags.set(html, etag);
  }
  return etag;
}

/** If-None-Match's weak comparison: any listed tag, or `*`, with or without `W/`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The page tag the web app reads to show the sandbox banner (apps/web/src/shell/layout/sandbox-banner.tsx). */
export const sandboxBannerTag = '<meta name="sandbox-providers" content="enabled" />';

/** The brand, the robots rule and the sandbox banner depend on configuration, not on the build. */
function personaliseIndex(
  html: string,
  options: { appEnv: AppEnv; brandName: string; sandboxBanner?: boolean | undefined },
): string {
  const robots = options.appEnv === 'production' ? 'index,follow' : 'noindex,nofollow';
  const page = options.sandboxBanner ? html.replace('</head>', () => `${sandboxBannerTag}</head>`) : html;
  return page
    .replace(/(<meta name="robots" content=")[^"]*(")/, `$1${robots}$2`)
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${escapeAttribute(options.brandName)}$2`);
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Spec section 2's title pattern with the default category, as the web app's `formatPageTitle` writes it. */
function formatPageTitle(title: string, brandName: string): string {
  return `${title} | ${brandName} Dashboard`;
}

/**
 * The same tags, with the same identifying attribute, that the web app's page meta writes once it
 * runs, so it updates these instead of adding a second set.
 */
function withLandingMeta(
  html: string,
  landing: { title: string; description: string },
  pathname: string,
  options: { brandName: string; publicUrl: string },
): string {
  const title = formatPageTitle(landing.title, options.brandName);
  const url = `${options.publicUrl}${pathname.replace(/\/+$/, '') || '/'}`;
  const tags: [string, string, string, string][] = [
    ['meta', 'name', 'description', landing.description],
    ['link', 'rel', 'canonical', url],
    ['meta', 'property', 'og:title', title],
    ['meta', 'property', 'og:description', landing.description],
    ['meta', 'property', 'og:url', url],
    ['meta', 'property', 'og:type', 'website'],
    ['meta', 'property', 'og:site_name', options.brandName],
    ['meta', 'name', 'twitter:card', 'summary'],
    ['meta', 'name', 'twitter:title', title],
    ['meta', 'name', 'twitter:description', landing.description],
  ];
  let page = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(title)}</title>`)
    : html.replace('</head>', () => `<title>${escapeAttribute(title)}</title></head>`);
  for (const [element, key, name, value] of tags) {
    const valueAttribute = element === 'link' ? 'href' : 'content';
    const existing = new RegExp(`<${element} ${key}="${name}" ${valueAttribute}="[^"]*"\\s*/?>`);
    const tag = `<${element} ${key}="${name}" ${valueAttribute}="${escapeAttribute(value)}" />`;
    page = existing.test(page) ? page.replace(existing, () => tag) : page.replace('</head>', () => `${tag}</head>`);
  }
  return page;
}
