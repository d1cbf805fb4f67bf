// Which screen a campaign route shows, from the server's answer alone: the phase is the server's,
// so a browser with a wrong clock still sees the campaign as it is.
import type { CampaignEntry } from '@fernleaf/contract/campaign';
import type { CampaignPhase } from '@fernleaf/contract/campaign-config';
import type { CampaignStep } from './campaign-paths';

export type CampaignView = { kind: 'show' } | { kind: 'ended' } | { kind: 'redirect'; to: CampaignStep };

/**
 * Once the window has passed every route says so. Before it, the coming-soon page stands in for all
 * the others. While open, a member who joined is kept on their result and one who has not is kept
 * off the result pages.
 */
export function campaignViewFor(
  step: CampaignStep,
  state: { phase: CampaignPhase; entry?: Pick<CampaignEntry, 'qualified'> | null },
): CampaignView {
  if (state.phase === 'ended') return { kind: 'ended' };
  if (state.phase === 'coming-soon') return step === 'comingSoon' ? { kind: 'show' } : redirect('comingSoon');
  if (step === 'comingSoon' || step === 'landing') return step === 'landing' ? { kind: 'show' } : redirect('landing');

  const entry = state.entry ?? null;
  if (entry === null)
    return step === 'success' || step === 'nonQualified' ? redirect('joinCampaign') : { kind: 'show' };
  const result: CampaignStep = entry.qualified ? 'success' : 'nonQualified';
  return step === result ? { kind: 'show' } : redirect(result);
}

function redirect(to: CampaignStep): CampaignView {
  return { kind: 'redirect', to };
}
