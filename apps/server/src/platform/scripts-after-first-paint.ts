// A prerendered page (decision 070) paints from its HTML and stylesheet alone. Its scripts, which only
// take the drawn page over, are fetched once it has painted: on a phone's slow link they would otherwise
// share it with the stylesheet the first paint waits for (issue 27). The page's module script and
// preloads go into an inert <template>, and a small inline script, allowed by its hash in the
// Content-Security-Policy, puts them into the head after the first frame.
import { createHash } from 'node:crypto';

/**
 * Adds the template's scripts after the next frame is painted (a task queued from the frame's
 * animation callback runs after its paint); at once in a tab in the background, which paints nothing.
 */
export const pageScriptsLoader =
  "(function(){function load(){var s=document.getElementById('page-scripts');if(s)document.head.append(document.importNode(s.content,true))}" +
  "if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(load)});else load()})()";

/** The loader's source for `script-src`. */
export const pageScriptsLoaderSource = `'sha256-${createHash('sha256').update(pageScriptsLoader).digest('base64')}'`;

const pageScriptTags = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/** The page with its module script and preloads moved out of the head, to be added after the first paint. */
export function scriptsAfterFirstPaint(html: string): string {
  const tags = html.match(pageScriptTags);
  if (!tags) return html;
  return html
    .replace(pageScriptTags, '')
    .replace(
      '</body>',
      () => `<template id="page-scripts">${tags.join('')}</template><script>${pageScriptsLoader}</script></body>`,
    );
}
