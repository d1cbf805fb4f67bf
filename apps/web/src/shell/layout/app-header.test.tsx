// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../ui/test-support/fake-api';
import { renderWithApp } from '../../ui/test-support/render-with-app';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  it('leads a visitor’s logo to the welcome page, which they can use, not to sign-in through /home', async () => {
    const { screen } = await renderWithApp(<AppHeader signedIn={false} />, {
      fetch: createFakeApi({}).fetch,
      path: '/marketplace/personal-loan/loan-amount',
    });
    expect(screen.getByRole('link', { name: /home$/ }).getAttribute('href')).toBe('/');
  });

  it('leads a member’s logo home', async () => {
    const { screen } = await renderWithApp(<AppHeader signedIn />, {
      fetch: createFakeApi({}).fetch,
      path: '/accounts',
    });
    expect(screen.getByRole('link', { name: /home$/ }).getAttribute('href')).toBe('/home');
  });
});
