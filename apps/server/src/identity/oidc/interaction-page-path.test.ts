import { describe, expect, it } from 'vitest';
import { interactionPagePath } from './sign-in-service.ts';

describe('interactionPagePath', () => {
  it('sends sign-up to the web app’s sign-up page with a known product template', () => {
    expect(interactionPagePath('u1', { screen: 'sign-up', template: 'signup-roarmoney' })).toBe(
      '/sign-up?uid=u1&template=signup-roarmoney',
    );
    expect(interactionPagePath('u1', { screen: 'sign-up' })).toBe('/sign-up?uid=u1');
  });

  it('drops a template it does not know, and never carries one to sign-in', () => {
    expect(interactionPagePath('u1', { screen: 'sign-up', template: '"><script>' })).toBe('/sign-up?uid=u1');
    expect(interactionPagePath('u 1', { template: 'signup-roarmoney' })).toBe('/login?uid=u%201');
  });
});
