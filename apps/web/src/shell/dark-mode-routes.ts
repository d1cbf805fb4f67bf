// Spec section 2: dark mode applies only on a fixed list of routes. This is that list, the only
// place it lives. The Discover feed is video-first and reads best on a dark page.
export const darkModeRoutes: readonly string[] = ['/discover', '/discover/for-you', '/discover/community'];

export function isDarkModeRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return darkModeRoutes.includes(path);
}
