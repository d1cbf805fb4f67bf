import { describe, expect, it } from 'vitest';
import type { CampaignStep } from './campaign-paths';
import { campaignViewFor } from './campaign-view';

const steps: CampaignStep[] = ['landing', 'joinCampaign', 'phoneNumber', 'success', 'nonQualified', 'comingSoon'];

describe('campaignViewFor', () => {
  it('shows the ended state on every route once the window has passed, joined or not', () => {
    for (const step of steps) {
      expect(campaignViewFor(step, { phase: 'ended' })).toEqual({ kind: 'ended' });
      expect(campaignViewFor(step, { phase: 'ended', entry: { qualified: true } })).toEqual({ kind: 'ended' });
    }
  });

  it('sends every route to coming-soon before the window, and shows coming-soon itself', () => {
    for (const step of steps.filter((candidate) => candidate !== 'comingSoon')) {
      expect(campaignViewFor(step, { phase: 'coming-soon' })).toEqual({ kind: 'redirect', to: 'comingSoon' });
    }
    expect(campaignViewFor('comingSoon', { phase: 'coming-soon' })).toEqual({ kind: 'show' });
  });

  it('while open, sends coming-soon to the landing and shows the landing', () => {
    expect(campaignViewFor('comingSoon', { phase: 'open' })).toEqual({ kind: 'redirect', to: 'landing' });
    expect(campaignViewFor('landing', { phase: 'open' })).toEqual({ kind: 'show' });
    expect(campaignViewFor('landing', { phase: 'open', entry: { qualified: true } })).toEqual({ kind: 'show' });
  });

  it('while open without an entry, shows the join steps and keeps the member off the result pages', () => {
    expect(campaignViewFor('joinCampaign', { phase: 'open', entry: null })).toEqual({ kind: 'show' });
    expect(campaignViewFor('phoneNumber', { phase: 'open', entry: null })).toEqual({ kind: 'show' });
    expect(campaignViewFor('success', { phase: 'open', entry: null })).toEqual({
      kind: 'redirect',
      to: 'joinCampaign',
    });
    expect(campaignViewFor('nonQualified', { phase: 'open', entry: null })).toEqual({
      kind: 'redirect',
      to: 'joinCampaign',
    });
  });

  it('while open with an entry, keeps the member on the result their entry has', () => {
    const qualified = { phase: 'open' as const, entry: { qualified: true } };
    const notQualified = { phase: 'open' as const, entry: { qualified: false } };
    for (const step of ['joinCampaign', 'phoneNumber', 'nonQualified'] as const) {
      expect(campaignViewFor(step, qualified)).toEqual({ kind: 'redirect', to: 'success' });
    }
    expect(campaignViewFor('success', qualified)).toEqual({ kind: 'show' });
    for (const step of ['joinCampaign', 'phoneNumber', 'success'] as const) {
      expect(campaignViewFor(step, notQualified)).toEqual({ kind: 'redirect', to: 'nonQualified' });
    }
    expect(campaignViewFor('nonQualified', notQualified)).toEqual({ kind: 'show' });
  });
});
