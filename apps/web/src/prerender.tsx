// The build's second entry (build/prerender-plugin.ts): renders a signed-out page to HTML at its path,
// as the browser's first render of it would, for the server to send as the first answer and the
// browser to hydrate (docs/decisions/070-prerendered-first-visits.md). It runs in Node with a DOM
// stand-in (jsdom), built with the browser's package conditions, so that every library takes its
// browser code, the one it hydrates with.
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { AppTree } from './app-tree';
import { createAppRouter } from './router';

/** The markup of `#root` for the page at `path` (no query: the build does not know it). */
export async function renderPage(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return await renderLoaded(router);
}

/**
 * The first screen of the page at `path` when its route needs sign-in, else undefined: the frame the
 * browser draws before it knows the session (decision 087). The prerender knows no session, as the
 * browser's first render does not yet: the header is a visitor's and the sign-in gate shows its
 * loading line, so nothing of a member's is in it. Undefined too when the address leads elsewhere.
 */
export async function renderMemberFrame(path: string): Promise<string | undefined> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  if (router.state.location.pathname !== path) return undefined;
  const meta = router.state.matches.findLast((match) => match.staticData.meta)?.staticData.meta;
  if (!meta?.requiresSignIn || router.state.matches.some((match) => match.status !== 'success')) return undefined;
  return await renderLoaded(router);
}

async function renderLoaded(router: ReturnType<typeof createAppRouter>): Promise<string> {
  // `prerender` waits for every lazy part of the page, where `renderToString` would leave them out.
  // A part bigger than its chunk size (12.5 kB by default) would be written apart from its place,
  // hidden, with an inline script to move it in: no script runs before the app's (the content
  // security policy allows none inline, and a page must read without JavaScript), so every part is
  // written in its place.
  const { prelude } = await prerender(<AppTree router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return await new Response(prelude).text();
}
