// The campaign's routes (spec section 2: landing, join-campaign, phone-number, success,
// non-qualified, coming-soon), in one place for links and redirects.
export const campaignPaths = {
  landing: '/onboarding/beast-games/landing',
  joinCampaign: '/onboarding/beast-games/join-campaign',
  phoneNumber: '/onboarding/beast-games/phone-number',
  success: '/onboarding/beast-games/success',
  nonQualified: '/onboarding/beast-games/non-qualified',
  comingSoon: '/onboarding/beast-games/coming-soon',
} as const;

export type CampaignStep = keyof typeof campaignPaths;
