// @vitest-environment jsdom
import type { MemberCampaign } from '@fernleaf/contract/campaign';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, type FakeHandler, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { campaignRoutes, entry, memberCampaign } from '../test-support/fixtures';
import { CampaignPhonePage } from './campaign-phone-page';
import { JoinCampaignPage } from './join-campaign-page';

const joinPath = '/onboarding/beast-games/join-campaign';
const phonePath = '/onboarding/beast-games/phone-number';

function api(state: MemberCampaign | FakeHandler, join?: FakeHandler) {
  return createFakeApi({
    [campaignRoutes.member]: typeof state === 'function' ? state : ok(state),
    ...(join ? { [campaignRoutes.join]: join } : {}),
  });
}

describe('JoinCampaignPage', () => {
  it('shows the terms in short, joins with the verified number and goes to success', async () => {
    const user = userEvent.setup();
    const fake = api(memberCampaign(), () => ok(memberCampaign({ entry: entry() })));
    const { router } = await renderWithApp(<JoinCampaignPage />, { fetch: fake.fetch, path: joinPath });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Join Northstar Creator Games');
    expect(
      screen.getByText('Entries are taken from December 19, 2024 at 12:00 PM ET to November 27, 2025 at 11:59 PM ET.'),
    ).toBeTruthy();
    expect(screen.getByText(/18 or older on the day you join/)).toBeTruthy();
    expect(screen.getByText(/Each phone number can qualify one member/)).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Join with my verified number' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/beast-games/success'));
    const [sent] = fake.requestsTo(campaignRoutes.join);
    expect(sent?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it('goes to non-qualified when the entry did not qualify', async () => {
    const user = userEvent.setup();
    const notQualified = entry({ qualified: false, notQualifiedReasons: ['PHONE_ALREADY_QUALIFIED'] });
    const fake = api(memberCampaign(), () => ok(memberCampaign({ entry: notQualified })));
    const { router } = await renderWithApp(<JoinCampaignPage />, { fetch: fake.fetch, path: joinPath });
    await user.click(await screen.findByRole('button', { name: 'Join with my verified number' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/beast-games/non-qualified'));
  });

  it('sends a member without a verified number to the phone-number step, joining nothing yet', async () => {
    const fake = api(memberCampaign({ member: { phoneVerified: false, hasDateOfBirth: true } }));
    await renderWithApp(<JoinCampaignPage />, { fetch: fake.fetch, path: joinPath });
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe(phonePath);
    expect(screen.queryByRole('button', { name: 'Join with my verified number' })).toBeNull();
    expect(fake.requestsTo(campaignRoutes.join)).toEqual([]);
  });

  it('asks for a date of birth first, linking to the profile, with no way to join yet', async () => {
    const fake = api(memberCampaign({ member: { phoneVerified: true, hasDateOfBirth: false } }));
    await renderWithApp(<JoinCampaignPage />, { fetch: fake.fetch, path: joinPath });
    expect(await screen.findByText('Add your date of birth first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your date of birth' }).getAttribute('href')).toBe('/profile/info');
    expect(screen.queryByRole('button', { name: 'Join with my verified number' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('shows the refusal when the window closed meanwhile, then the ended state the server now answers', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const fake = api(
      () => {
        reads += 1;
        return ok(memberCampaign({ phase: reads === 1 ? 'open' : 'ended' }));
      },
      () =>
        failure(
          422,
          'CAMPAIGN_NOT_OPEN',
          'Northstar Creator Games has ended. It closed on November 27, 2025 at 11:59 PM ET.',
        ),
    );
    const { router } = await renderWithApp(<JoinCampaignPage />, { fetch: fake.fetch, path: joinPath });
    await user.click(await screen.findByRole('button', { name: 'Join with my verified number' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Northstar Creator Games has ended');
    expect(reads).toBe(2);
    expect(router.state.location.pathname).toBe(joinPath);
  });

  it('keeps the member on the page with the reason when joining fails for missing details', async () => {
    const user = userEvent.setup();
    const fake = api(memberCampaign(), () =>
      failure(422, 'MISSING_VALUES', 'Missing', { phoneNumber: 'Verify your US mobile number before joining.' }),
    );
    const { router } = await renderWithApp(<JoinCampaignPage />, { fetch: fake.fetch, path: joinPath });
    await user.click(await screen.findByRole('button', { name: 'Join with my verified number' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Verify your US mobile number before joining.');
    expect(router.state.location.pathname).toBe(joinPath);
  });

  it('sends a member who already joined to their result', async () => {
    const fake = api(memberCampaign({ entry: entry({ qualified: false, notQualifiedReasons: ['UNDER_18'] }) }));
    const { router } = await renderWithApp(<JoinCampaignPage />, { fetch: fake.fetch, path: joinPath });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/beast-games/non-qualified'));
  });

  it('sends the member to coming-soon before the window', async () => {
    const fake = api(memberCampaign({ phase: 'coming-soon' }));
    const { router } = await renderWithApp(<JoinCampaignPage />, { fetch: fake.fetch, path: joinPath });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/beast-games/coming-soon'));
  });

  it('shows the ended state once the window has passed, with no way to join', async () => {
    const fake = api(memberCampaign({ phase: 'ended' }));
    await renderWithApp(<JoinCampaignPage />, { fetch: fake.fetch, path: joinPath });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Northstar Creator Games has ended');
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });
});

describe('CampaignPhonePage', () => {
  /** Stands in for the phone-verification feature the route composes in. */
  const verification = (onVerified: () => void) => (
    <button type="button" onClick={onVerified}>
      Finish verification
    </button>
  );

  it('shows the verification the route gives it, and joins once the number is verified', async () => {
    const user = userEvent.setup();
    const fake = api(memberCampaign({ member: { phoneVerified: false, hasDateOfBirth: true } }), () =>
      ok(memberCampaign({ entry: entry() })),
    );
    const { router } = await renderWithApp(<CampaignPhonePage verification={verification} />, {
      fetch: fake.fetch,
      path: phonePath,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Verify your phone number');
    expect(fake.requestsTo(campaignRoutes.join)).toEqual([]);
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Finish verification' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/beast-games/success'));
    expect(fake.requestsTo(campaignRoutes.join)).toHaveLength(1);
  });

  it('says what is missing when joining after verification is refused for a date of birth', async () => {
    const user = userEvent.setup();
    const fake = api(memberCampaign({ member: { phoneVerified: false, hasDateOfBirth: false } }), () =>
      failure(422, 'MISSING_VALUES', 'Missing', {
        dateOfBirth: 'Add your date of birth to your profile before joining.',
      }),
    );
    const { router } = await renderWithApp(<CampaignPhonePage verification={verification} />, {
      fetch: fake.fetch,
      path: phonePath,
    });
    expect(await screen.findByText('Add your date of birth first')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Finish verification' }));
    expect(await screen.findByText('Add your date of birth to your profile before joining.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(phonePath);
  });

  it('shows the ended state once the window has passed, without the verification', async () => {
    const fake = api(memberCampaign({ phase: 'ended' }));
    await renderWithApp(<CampaignPhonePage verification={verification} />, { fetch: fake.fetch, path: phonePath });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Northstar Creator Games has ended');
    expect(screen.queryByRole('button', { name: 'Finish verification' })).toBeNull();
  });
});
