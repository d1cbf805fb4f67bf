export type ErrorPageType = 404 | 500;

export type ErrorPageAction = { kind: 'home'; label: string } | { kind: 'reload'; label: string };

/**
 * Spec section 2: the not-found page always leads to the site root; the generic error page does so
 * only on /500 itself, because elsewhere it stands in for a page that failed and reloading may fix it.
 */
export function errorPageAction(type: ErrorPageType, pathname: string, brand: string): ErrorPageAction {
  const onErrorRoute = pathname.replace(/\/+$/, '') === '/500';
  if (type === 404 || onErrorRoute) return { kind: 'home', label: `Back to ${brand}` };
  return { kind: 'reload', label: 'Try again' };
}
