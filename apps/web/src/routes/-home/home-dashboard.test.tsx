// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, deferred, type FakeAnswer, failure, ok } from '../../ui/test-support/fake-api';
import { renderWithApp } from '../../ui/test-support/render-with-app';
import { HomeDashboard } from './home-dashboard';

// Which of the dashboard's parts have been loaded: their modules are mocked by themselves, so a
// module counts as loaded when something imports it.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../../features/home/components/starting-points-list', async (importOriginal) => {
  loaded.add('starting points');
  return importOriginal();
});
vi.mock('../../features/home/components/checking-summary', async (importOriginal) => {
  loaded.add('checking');
  return importOriginal();
});

describe("the home's first screen", () => {
  it("loads the dashboard's cards only once the page renders them, and shows them when the answers are in", async () => {
    const answers = deferred<void>();
    const held = (answer: FakeAnswer) => async () => {
      await answers.promise;
      return answer;
    };
    // A member with nothing yet.
    const api = createFakeApi({
      'GET /api/checking-account/info': held(ok(null)),
      'GET /api/cash-advance/info': held(failure(404, 'NOT_FOUND', 'No cash advance')),
      'GET /api/bank/accounts': held(ok({ banks: [] })),
      'GET /api/investment/accounts': held(ok({ accounts: [] })),
      'POST /api/lifecycle/onboard/state': held(
        ok({
          flow: 'generic',
          steps: [],
          nextStep: null,
          landing: '/home',
          visitAllowed: true,
          identityStatus: null,
          ssnAttemptsLeft: 3,
          kbaAttemptsLeft: 2,
        }),
      ),
    });
    await renderWithApp(<HomeDashboard />, { fetch: api.fetch, path: '/home' });

    // The first screen: the greeting and the loading line, and none of the cards' code.
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading your accounts…');
    expect([...loaded]).toEqual([]);

    answers.resolve();
    expect(await screen.findByRole('heading', { name: 'Where to start' })).toBeTruthy();
    expect(screen.queryByText('Loading your accounts…')).toBeNull();
    expect(loaded).toContain('starting points');
  });
});
