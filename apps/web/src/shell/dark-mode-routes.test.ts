import { describe, expect, it } from 'vitest';
import { isDarkModeRoute } from './dark-mode-routes';

describe('dark mode routes', () => {
  it('match a listed path with or without its trailing slash, and nothing under it', () => {
    expect(isDarkModeRoute('/discover/')).toBe(true);
    expect(isDarkModeRoute('/discover/for-you')).toBe(true);
    expect(isDarkModeRoute('/discover/community/post-1')).toBe(false);
    expect(isDarkModeRoute('/home')).toBe(false);
    expect(isDarkModeRoute('/')).toBe(false);
  });
});
