// The visitor's cookie consent: whether they have chosen yet, and what they allowed. Necessary
// cookies (sign-in, the referral cookie) need no consent and are always on.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Local storage key of the persisted choice: `{ state: { status, categories, chosenAt }, version }`. */
export const consentStorageKey = 'fernleaf.consent';

/**
 * Raise this when the banner's categories or their meaning change: a stored choice made under an
 * older version no longer counts, and the banner asks again.
 */
export const consentVersion = 1;

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing';

export interface ConsentCategories {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export type OptionalConsent = Omit<ConsentCategories, 'necessary'>;

export interface ConsentState {
  /** 'unknown' until the visitor makes a choice; the banner shows until then. */
  status: 'unknown' | 'chosen';
  categories: ConsentCategories;
  /** ISO time of the choice, kept as a record of when consent was given. */
  chosenAt: string | undefined;
  acceptAll(): void;
  acceptNecessaryOnly(): void;
  saveChoices(choices: OptionalConsent): void;
  /** True while the visitor reviews an earlier choice; not persisted. */
  reviewing: boolean;
  /**
   * Shows the banner again (for a "Cookie settings" link) so consent can be withdrawn as easily as it
   * was given. The current choice stays in force until a new one is made.
   */
  reopen(): void;
}

type PersistedConsent = Pick<ConsentState, 'status' | 'categories' | 'chosenAt'>;

const undecided: PersistedConsent = {
  status: 'unknown',
  // Nothing optional is on before the visitor says so.
  categories: { necessary: true, analytics: false, marketing: false },
  chosenAt: undefined,
};

function chosen(choices: OptionalConsent): PersistedConsent {
  return {
    status: 'chosen',
    categories: { necessary: true, analytics: choices.analytics, marketing: choices.marketing },
    chosenAt: new Date().toISOString(),
  };
}

export const useConsentStore = create<ConsentState>()(
  persist(
    (set) => ({
      ...undecided,
      reviewing: false,
      acceptAll: () => set({ ...chosen({ analytics: true, marketing: true }), reviewing: false }),
      acceptNecessaryOnly: () => set({ ...chosen({ analytics: false, marketing: false }), reviewing: false }),
      saveChoices: (choices) => set({ ...chosen(choices), reviewing: false }),
      reopen: () => set({ reviewing: true }),
    }),
    {
      name: consentStorageKey,
      version: consentVersion,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ status, categories, chosenAt }): PersistedConsent => ({ status, categories, chosenAt }),
      // A choice stored under another version was not made for the current categories: ask again.
      migrate: () => undecided,
      // A hand-edited or corrupt entry must never turn an optional category on.
      merge: (persisted, current) => ({ ...current, ...sanitise(persisted) }),
    },
  ),
);

function sanitise(persisted: unknown): PersistedConsent {
  if (typeof persisted !== 'object' || persisted === null) return undecided;
  const { status, categories, chosenAt } = persisted as Partial<Record<keyof PersistedConsent, unknown>>;
  if (status !== 'chosen' || typeof categories !== 'object' || categories === null) return undecided;
  const { analytics, marketing } = categories as Partial<Record<keyof OptionalConsent, unknown>>;
  return {
    status: 'chosen',
    categories: { necessary: true, analytics: analytics === true, marketing: marketing === true },
    chosenAt: typeof chosenAt === 'string' ? chosenAt : undefined,
  };
}

/** Whether the banner should show: until a choice is made, and while one is being reviewed. */
export function isConsentBannerShown(state: Pick<ConsentState, 'status' | 'reviewing'>): boolean {
  return state.status === 'unknown' || state.reviewing;
}

/** Whether a category is allowed now. Necessary is always allowed; the others only after a choice. */
export function hasConsent(state: Pick<ConsentState, 'status' | 'categories'>, category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return state.status === 'chosen' && state.categories[category];
}
