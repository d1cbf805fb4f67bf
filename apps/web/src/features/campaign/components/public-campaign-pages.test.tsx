// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, deferred, type FakeAnswer, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { campaignRoutes, schedule } from '../test-support/fixtures';
import { CampaignComingSoonPage } from './campaign-coming-soon-page';
import { CampaignLandingPage } from './campaign-landing-page';

const landingPath = '/onboarding/beast-games/landing';
const comingSoonPath = '/onboarding/beast-games/coming-soon';

afterEach(() => {
  vi.useRealTimers();
});

/** The browser's clock set somewhere else than the server's answer, to show the page follows the server. */
function setBrowserClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('CampaignLandingPage', () => {
  it('says what the campaign is, its dates in New York time, and joins through join-campaign', async () => {
    setBrowserClock('2026-11-24T15:00:00Z');
    const api = createFakeApi({ [campaignRoutes.schedule]: ok(schedule('open')) });
    const { router } = await renderWithApp(<CampaignLandingPage />, { fetch: api.fetch, path: landingPath });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Northstar Creator Games');
    expect(screen.getByText(/creator campaign we run with our partner Northstar Creators/)).toBeTruthy();
    expect(screen.getByText('Opens December 19, 2024 at 12:00 PM ET')).toBeTruthy();
    expect(screen.getByText('Closes November 27, 2025 at 11:59 PM ET')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(
      '/onboarding/beast-games/join-campaign',
    );
    // The browser's clock says the campaign is long over; the server says open, and the server decides.
    expect(router.state.location.pathname).toBe(landingPath);
    expect(api.requestsTo(campaignRoutes.schedule)[0]?.headers.authorization).toBeUndefined();
    await expectNoAxeViolations();
  });

  it('moves to coming-soon before the window', async () => {
    const api = createFakeApi({ [campaignRoutes.schedule]: ok(schedule('coming-soon')) });
    const { router } = await renderWithApp(<CampaignLandingPage />, { fetch: api.fetch, path: landingPath });
    await waitFor(() => expect(router.state.location.pathname).toBe(comingSoonPath));
  });

  it('shows the ended state once the window has passed, with its date and a way home', async () => {
    const api = createFakeApi({ [campaignRoutes.schedule]: ok(schedule('ended')) });
    const { router } = await renderWithApp(<CampaignLandingPage />, { fetch: api.fetch, path: landingPath });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Northstar Creator Games has ended');
    expect(screen.getByText('The campaign ended on November 27, 2025.')).toBeTruthy();
    expect(screen.getByText(/Entries closed on November 27, 2025 at 11:59 PM ET/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
    expect(router.state.location.pathname).toBe(landingPath);
    await expectNoAxeViolations();
  });

  it('shows progress while loading, and a retry when the campaign cannot be read', async () => {
    const user = userEvent.setup();
    const first = deferred<FakeAnswer>();
    let calls = 0;
    const api = createFakeApi({
      [campaignRoutes.schedule]: () => {
        calls += 1;
        return calls === 1 ? first.promise : ok(schedule('open'));
      },
    });
    await renderWithApp(<CampaignLandingPage />, { fetch: api.fetch, path: landingPath });
    expect(screen.getByRole('status').textContent).toContain('Loading the campaign');

    first.resolve(failure(503, 'SERVICE_UNAVAILABLE', 'Down'));
    expect(await screen.findByText('We could not load the campaign')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Join' })).toBeTruthy();
  });
});

describe('CampaignComingSoonPage', () => {
  it('says when the campaign starts in New York time, even when the browser clock says it is open', async () => {
    setBrowserClock('2025-06-15T16:00:00Z');
    const api = createFakeApi({ [campaignRoutes.schedule]: ok(schedule('coming-soon')) });
    const { router } = await renderWithApp(<CampaignComingSoonPage />, { fetch: api.fetch, path: comingSoonPath });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Northstar Creator Games starts soon');
    expect(screen.getByText('It opens on December 19, 2024 at 12:00 PM ET.')).toBeTruthy();
    expect(screen.getByText(/Entries are taken until November 27, 2025 at 11:59 PM ET/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
    expect(router.state.location.pathname).toBe(comingSoonPath);
    await expectNoAxeViolations();
  });

  it('moves to the landing once the campaign is open', async () => {
    const api = createFakeApi({ [campaignRoutes.schedule]: ok(schedule('open')) });
    const { router } = await renderWithApp(<CampaignComingSoonPage />, { fetch: api.fetch, path: comingSoonPath });
    await waitFor(() => expect(router.state.location.pathname).toBe(landingPath));
  });

  it('shows the ended state once the window has passed', async () => {
    const api = createFakeApi({ [campaignRoutes.schedule]: ok(schedule('ended')) });
    await renderWithApp(<CampaignComingSoonPage />, { fetch: api.fetch, path: comingSoonPath });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Northstar Creator Games has ended');
  });
});
