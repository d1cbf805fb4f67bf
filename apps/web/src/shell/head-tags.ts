// The document head of a page, derived from its route metadata (spec section 2 "Page shell
// behaviour"): title pattern, description, canonical link, social tags, the smart-banner tag on every
// page but home, and noindex outside production.
import { mobileAppStoreId } from '../lib/mobile-app';

export interface PageMeta {
  title: string;
  description: string;
  /** Spec section 2: the last word of the title pattern; most pages are 'Dashboard'. */
  category?: string | undefined;
}

export interface HeadContext {
  pathname: string;
  origin: string;
  brand: string;
  production: boolean;
}

export interface HeadTag {
  element: 'meta' | 'link';
  attributes: Record<string, string>;
}

export const homePath = '/home';

export function formatPageTitle(title: string, brand: string, category = 'Dashboard'): string {
  return `${title} | ${brand} ${category}`;
}

export function headFor(meta: PageMeta, context: HeadContext): { title: string; tags: HeadTag[] } {
  const title = formatPageTitle(meta.title, context.brand, meta.category);
  const url = `${context.origin}${context.pathname}`;
  const meta_ = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    element: 'meta',
    attributes: { [key]: name, content },
  });
  const tags: HeadTag[] = [
    meta_('name', 'description', meta.description),
    { element: 'link', attributes: { rel: 'canonical', href: url } },
    meta_('property', 'og:title', title),
    meta_('property', 'og:description', meta.description),
    meta_('property', 'og:url', url),
    meta_('property', 'og:type', 'website'),
    meta_('property', 'og:site_name', context.brand),
    meta_('name', 'twitter:card', 'summary'),
    meta_('name', 'twitter:title', title),
    meta_('name', 'twitter:description', meta.description),
    meta_('name', 'robots', context.production ? 'index,follow' : 'noindex,nofollow'),
  ];
  if (context.pathname !== homePath) {
    tags.push(meta_('name', 'apple-itunes-app', `app-id=${mobileAppStoreId}, app-argument=${url}`));
  }
  return { title, tags };
}
