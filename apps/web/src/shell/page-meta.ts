// Writes a page's head (title, description, canonical, social and robots tags) into the document.
import { useEffect } from 'react';
import { getBrandName } from '../lib/brand';
import { headFor, homePath, type PageMeta } from './head-tags';
import { defaultRouteMeta } from './route-meta';

// The server writes the robots rule of its environment into index.html; the web build is the same
// in every environment, so that tag is what tells production apart.
const production =
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="robots"]')?.getAttribute('content')?.includes('noindex') === false;

/** A page without a description of its own (its loader has not answered yet) gets the default one. */
export function applyPageMeta(
  meta: Omit<PageMeta, 'description'> & { description?: string | undefined },
  pathname: string,
): void {
  const head = headFor(
    { ...meta, description: meta.description ?? defaultRouteMeta.description },
    { pathname, origin: window.location.origin, brand: getBrandName(), production },
  );
  document.title = head.title;
  for (const tag of head.tags) {
    const [key, value] = Object.entries(tag.attributes)[0] as [string, string];
    const selector = `${tag.element}[${key}="${value}"]`;
    let element = document.head.querySelector<HTMLElement>(selector);
    if (!element) {
      element = document.createElement(tag.element);
      document.head.append(element);
    }
    for (const [name, content] of Object.entries(tag.attributes)) element.setAttribute(name, content);
  }
  if (pathname === homePath) document.head.querySelector('meta[name="apple-itunes-app"]')?.remove();
}

/** For pages that are not routes of their own (the 404 and 500 pages render on any path). */
export function usePageMeta({ title, description, category }: PageMeta): void {
  useEffect(() => {
    applyPageMeta({ title, description, category }, window.location.pathname);
  }, [title, description, category]);
}
