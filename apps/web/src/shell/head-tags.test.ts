import { describe, expect, it } from 'vitest';
import { isDarkModeRoute } from './dark-mode-routes';
import type { PageMeta } from './head-tags';
import { headFor } from './head-tags';

const meta: PageMeta = { title: 'Profile', description: 'Your details.' };
const context = { pathname: '/profile', origin: 'https://app.fernleaf.test', brand: 'Fernleaf', production: false };
const attribute = (tags: ReturnType<typeof headFor>['tags'], key: string, name: string) =>
  tags.find((tag) => tag.attributes[key] === name)?.attributes;

describe('headFor', () => {
  it('uses the title pattern "{title} | {brand} {category}" with Dashboard by default', () => {
    expect(headFor(meta, context).title).toBe('Profile | Fernleaf Dashboard');
    expect(headFor({ ...meta, category: 'Sign-in' }, context).title).toBe('Profile | Fernleaf Sign-in');
  });

  it('adds the description, canonical link and social tags', () => {
    const { tags } = headFor(meta, context);
    expect(attribute(tags, 'name', 'description')?.content).toBe('Your details.');
    expect(attribute(tags, 'rel', 'canonical')?.href).toBe('https://app.fernleaf.test/profile');
    expect(attribute(tags, 'property', 'og:title')?.content).toBe('Profile | Fernleaf Dashboard');
    expect(attribute(tags, 'name', 'twitter:card')?.content).toBe('summary');
  });

  it('puts the smart-banner tag on every page but home', () => {
    expect(attribute(headFor(meta, context).tags, 'name', 'apple-itunes-app')).toBeDefined();
    expect(
      attribute(headFor(meta, { ...context, pathname: '/home' }).tags, 'name', 'apple-itunes-app'),
    ).toBeUndefined();
  });

  it('marks pages noindex, nofollow outside production only', () => {
    expect(attribute(headFor(meta, context).tags, 'name', 'robots')?.content).toBe('noindex,nofollow');
    expect(attribute(headFor(meta, { ...context, production: true }).tags, 'name', 'robots')?.content).toBe(
      'index,follow',
    );
  });
});

describe('isDarkModeRoute', () => {
  it('is on for the listed routes only, with or without a trailing slash', () => {
    expect(isDarkModeRoute('/discover')).toBe(true);
    expect(isDarkModeRoute('/discover/community/')).toBe(true);
    expect(isDarkModeRoute('/home')).toBe(false);
    expect(isDarkModeRoute('/')).toBe(false);
  });
});
