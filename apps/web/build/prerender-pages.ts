// Run by build/prerender-plugin.ts: `node prerender-pages.ts <server bundle> <dist folder>`. Renders
// each prerendered page with the server bundle of src/prerender.tsx and writes their markup to
// `prerendered-pages.json` (docs/decisions/070-prerendered-first-visits.md). A process of its own,
// because the page's modules expect a browser: the DOM stand-in (jsdom, with the built index.html as
// its page) goes into this process's globals, not the build's.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type PrerenderedPages,
  prerenderedPagesFileName,
  prerenderedPaths,
} from '@fernleaf/contract/prerendered-pages';
import { type WebRoutePaths, webRoutePathsFileName } from '@fernleaf/contract/web-route-paths';
import { JSDOM } from 'jsdom';

const [bundle, distDir] = process.argv.slice(2);
if (!bundle || !distDir) throw new Error('usage: prerender-pages.ts <server bundle> <dist folder>');

const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const dom = new JSDOM(indexHtml, { url: 'http://localhost/', pretendToBeVisual: true });
// jsdom has no matchMedia; Mantine asks it for the colour scheme, and only in effects.
dom.window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
// What the page's modules read from the browser's globals, as the browser has them: every name the
// window has and Node has not, and those both have that differ (Node has a navigator of its own).
const browserOwn = ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage'];
const windowGlobals = dom.window as unknown as Record<string, unknown>;
const windowNames = new Set<string>();
for (let layer: object | null = dom.window; layer && layer !== Object.prototype; layer = Object.getPrototypeOf(layer)) {
  for (const name of Object.getOwnPropertyNames(layer)) windowNames.add(name);
}
for (const name of windowNames) {
  if (name === 'constructor') continue;
  if (name in globalThis && !browserOwn.includes(name)) continue;
  const value = windowGlobals[name];
  Object.defineProperty(globalThis, name, {
    value: typeof value === 'function' && !/^[A-Z]/.test(name) ? value.bind(dom.window) : value,
    configurable: true,
    writable: true,
  });
}

const { renderPage, renderMemberFrame } = (await import(pathToFileURL(bundle).href)) as {
  renderPage: (pagePath: string) => Promise<string>;
  renderMemberFrame: (pagePath: string) => Promise<string | undefined>;
};
const brandName =
  dom.window.document.querySelector('meta[name="application-name"]')?.getAttribute('content') ?? 'Fernleaf';
/** A part written apart (a template and an inline script to move it in) shows neither without
 * JavaScript nor under the content security policy: the page would arrive without its content. */
function checked(pagePath: string, markup: string): string {
  if (/<script|<template/i.test(markup)) {
    throw new Error(`the prerendered ${pagePath} holds a script or a template: a part of it was written apart`);
  }
  return markup;
}

const pages: Record<string, string> = {};
for (const pagePath of prerenderedPaths) pages[pagePath] = checked(pagePath, await renderPage(pagePath));

// The first screen of every page that needs sign-in (decision 087), from the route list the browser
// build wrote: each address without a parameter left in it.
const { paths } = JSON.parse(readFileSync(path.join(distDir, webRoutePathsFileName), 'utf8')) as WebRoutePaths;
const frames: string[] = [];
const framePages: Record<string, number> = {};
for (const pagePath of paths) {
  if (pagePath.includes('$') || (prerenderedPaths as readonly string[]).includes(pagePath)) continue;
  const markup = await renderMemberFrame(pagePath);
  if (markup === undefined) continue;
  const known = frames.indexOf(checked(pagePath, markup));
  framePages[pagePath] = known >= 0 ? known : frames.push(markup) - 1;
}

const file: PrerenderedPages = { pages, brandName, memberFrames: { frames, pages: framePages } };
writeFileSync(path.join(distDir, prerenderedPagesFileName), `${JSON.stringify(file)}\n`);
console.log(
  `prerendered ${prerenderedPaths.length} signed-out pages and the first screen of ${Object.keys(framePages).length} signed-in ones (${frames.length} distinct)`,
);
// The page's modules leave timers and listeners on the DOM stand-in (the router's, the stores'): the
// work is done, so the process ends rather than wait for them.
process.exit(0);
