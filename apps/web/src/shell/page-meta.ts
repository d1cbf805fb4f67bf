import { useEffect } from 'react';
import { getBrandName } from '../lib/brand';

export interface PageMeta {
  title: string;
  description: string;
  /** Spec section 2: the last word of the title pattern; most pages are 'Dashboard'. */
  category?: string;
}

export function formatPageTitle(title: string, brand: string, category = 'Dashboard'): string {
  return `${title} | ${brand} ${category}`;
}

export function usePageMeta({ title, description, category }: PageMeta): void {
  useEffect(() => {
    document.title = formatPageTitle(title, getBrandName(), category);
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description, category]);
}
