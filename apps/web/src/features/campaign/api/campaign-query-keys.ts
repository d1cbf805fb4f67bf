// Query keys of the campaign calls, so joining updates exactly what it changed.
export const campaignQueryKeys = {
  all: ['campaign'] as const,
  schedule: (campaignId: string) => [...campaignQueryKeys.all, campaignId, 'schedule'] as const,
  member: (campaignId: string) => [...campaignQueryKeys.all, campaignId, 'member'] as const,
};
