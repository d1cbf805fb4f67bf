// The affiliate details a partner's landing URL brought (spec section 3), kept with the flow: in
// session storage, so they survive the sign-in round trip and the onboarding steps that follow, and
// end with the browser tab. A later page without details keeps them; a new landing URL replaces them.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerStoreReset } from '../../lib/store-reset';
import { type AffiliateDetails, affiliateDetailsSchema, parseAffiliateDetails } from './lib/affiliate-details';
import { takeLandingSearches } from './lib/landing-searches';

/** Session storage key of `{ state: { details }, version }`. */
export const affiliateStoreStorageKey = 'fernleaf.affiliate';

export interface AffiliateState {
  details: AffiliateDetails | null;
  /** Reads the details from a landing URL's query string; answers whether it carried any. */
  captureFromSearch(search: string): boolean;
  clear(): void;
}

export const useAffiliateStore = create<AffiliateState>()(
  persist(
    (set) => ({
      details: null,
      captureFromSearch: (search) => {
        const details = parseAffiliateDetails(search);
        if (details) set({ details });
        return details !== null;
      },
      clear: () => set({ details: null }),
    }),
    {
      name: affiliateStoreStorageKey,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ details }) => ({ details }),
      // A hand-edited or outdated entry reads as no details rather than a shape the screens do not expect.
      merge: (persisted, current) => {
        const parsed = affiliateDetailsSchema.nullable().safeParse((persisted as { details?: unknown })?.details);
        return { ...current, details: parsed.success ? parsed.data : null };
      },
    },
  ),
);

// The pages opened before this module loaded (main.tsx keeps their query strings without zod), in order.
for (const search of takeLandingSearches()) useAffiliateStore.getState().captureFromSearch(search);

registerStoreReset(() => useAffiliateStore.getState().clear());
