/**
 * Leaves the app for another document (the sign-in service, `/logout`, a partner's page the hand-off
 * answered, where an application or a tax return goes on). A module of its own so that a component
 * test can see where the page would go: jsdom cannot navigate, and its `window.location`
 * cannot be replaced where the test runs in jsdom's own realm (Vitest's vmThreads pool, decision 082).
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
