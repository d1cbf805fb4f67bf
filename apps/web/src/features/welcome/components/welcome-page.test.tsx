// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { WelcomePage } from './welcome-page';

describe('WelcomePage', () => {
  it('offers a visitor the way into the marketplace, which needs no account to start', async () => {
    const { screen } = await renderWithApp(<WelcomePage areas="checking and investing" />, {
      fetch: createFakeApi({}).fetch,
      path: '/',
    });
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('personal loans')).toBe('/marketplace/personal-loan');
    expect(hrefOf('credit cards')).toBe('/marketplace/credit-cards');
    expect(hrefOf('debt relief')).toBe('/marketplace/debt-relief');
    await expectNoAxeViolations();
  });
});
