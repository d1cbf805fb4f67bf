// @vitest-environment jsdom
import type { MemberCampaign } from '@fernleaf/contract/campaign';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { campaignRoutes, entry, memberCampaign } from '../test-support/fixtures';
import { CampaignNonQualifiedPage } from './campaign-non-qualified-page';
import { CampaignSuccessPage } from './campaign-success-page';

const successPath = '/onboarding/beast-games/success';
const nonQualifiedPath = '/onboarding/beast-games/non-qualified';

const renderPage = (ui: React.ReactElement, state: MemberCampaign, path: string) =>
  renderWithApp(ui, { fetch: createFakeApi({ [campaignRoutes.member]: ok(state) }).fetch, path });

describe('CampaignSuccessPage', () => {
  it('says the entry qualified, when and with which number, in New York time', async () => {
    await renderPage(<CampaignSuccessPage />, memberCampaign({ entry: entry() }), successPath);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("You're in");
    expect(screen.getByText('Your entry in Northstar Creator Games qualified.')).toBeTruthy();
    expect(screen.getByText('You joined on June 15, 2025 at 12:00 PM ET with the number ending in 0123.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations();
  });

  it('sends a member who has not joined to join-campaign', async () => {
    const { router } = await renderPage(<CampaignSuccessPage />, memberCampaign(), successPath);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/beast-games/join-campaign'));
  });

  it('sends a member whose entry did not qualify to non-qualified', async () => {
    const state = memberCampaign({ entry: entry({ qualified: false, notQualifiedReasons: ['UNDER_18'] }) });
    const { router } = await renderPage(<CampaignSuccessPage />, state, successPath);
    await waitFor(() => expect(router.state.location.pathname).toBe(nonQualifiedPath));
  });

  it('shows the ended state once the window has passed, keeping the entry in view', async () => {
    await renderPage(<CampaignSuccessPage />, memberCampaign({ phase: 'ended', entry: entry() }), successPath);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Northstar Creator Games has ended');
    expect(screen.getByText('Your entry qualified')).toBeTruthy();
    expect(screen.getByText('You joined on June 15, 2025 at 12:00 PM ET with the number ending in 0123.')).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('CampaignNonQualifiedPage', () => {
  it('says honestly that the member was under 18 on the day they joined', async () => {
    const state = memberCampaign({ entry: entry({ qualified: false, notQualifiedReasons: ['UNDER_18'] }) });
    await renderPage(<CampaignNonQualifiedPage />, state, nonQualifiedPath);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your entry did not qualify');
    expect(
      screen.getByText(
        'Members must be 18 or older on the day they join. The date of birth on your profile showed you were younger than 18 on June 15, 2025, the day you joined.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Another member/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('says another member already qualified with the number, and lists both reasons when both apply', async () => {
    const state = memberCampaign({
      entry: entry({ qualified: false, notQualifiedReasons: ['UNDER_18', 'PHONE_ALREADY_QUALIFIED'] }),
    });
    await renderPage(<CampaignNonQualifiedPage />, state, nonQualifiedPath);
    expect(
      await screen.findByText(
        'Another member had already qualified with the phone number ending in 0123. Each phone number can qualify one member.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/younger than 18/)).toBeTruthy();
    expect(screen.getByText(/joining again will not change it/)).toBeTruthy();
  });

  it('sends a member whose entry qualified to success', async () => {
    const { router } = await renderPage(
      <CampaignNonQualifiedPage />,
      memberCampaign({ entry: entry() }),
      nonQualifiedPath,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(successPath));
  });

  it('shows the ended state once the window has passed, saying the entry did not qualify', async () => {
    const state = memberCampaign({
      phase: 'ended',
      entry: entry({ qualified: false, notQualifiedReasons: ['PHONE_ALREADY_QUALIFIED'] }),
    });
    await renderPage(<CampaignNonQualifiedPage />, state, nonQualifiedPath);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Northstar Creator Games has ended');
    expect(screen.getByText('Your entry did not qualify')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });
});
