// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { StartSignIn } from './start-sign-in';

vi.mock('../../../lib/auth/oidc-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/auth/oidc-client')>()),
  // The sign-in service is on its way: the screen stays as it is while the browser leaves.
  beginSignIn: vi.fn(() => new Promise(() => {})),
}));

describe('StartSignIn', () => {
  it.each([
    ['sign-up', 'Opening sign-up…'],
    ['sign-in', 'Taking you to sign in…'],
  ] as const)('the %s screen has its heading', async (screenName, heading) => {
    await renderWithApp(<StartSignIn screen={screenName} />, { fetch: createFakeApi({}).fetch, path: '/sign-up' });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await expectNoAxeViolations();
  });
});
