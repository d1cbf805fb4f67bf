// The onboarding flow store of spec section 3, kept for the browser session: how the member arrived
// (an intent flow, a sign-up or sign-in from a product's page) and how many SSN tries this session made.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerStoreReset } from './store-reset';

export const onboardingStoreStorageKey = 'fernleaf.onboarding';

export interface OnboardingFlowState {
  /** The member came from a product's own page (a sign-up variant), not the plain sign-up. */
  isIntentFlow: boolean;
  isSignUpSuccess: boolean;
  /** Checking was opened to receive direct deposit, so its onboarding ends on the direct-deposit page. */
  isRoarmoneyDirectDepositFlow: boolean;
  /** The sign-up variant the member started from, e.g. `instacash`; null for the plain sign-up. */
  commonAuthSignUpFlow: string | null;
  commonAuthSignInFlow: string | null;
  ssnAttemptCount: number;
  update(changes: Partial<Omit<OnboardingFlowState, 'update' | 'countSsnAttempt' | 'reset'>>): void;
  countSsnAttempt(): void;
  reset(): void;
}

const initialState = {
  isIntentFlow: false,
  isSignUpSuccess: false,
  isRoarmoneyDirectDepositFlow: false,
  commonAuthSignUpFlow: null,
  commonAuthSignInFlow: null,
  ssnAttemptCount: 0,
} satisfies Partial<OnboardingFlowState>;

export const useOnboardingStore = create<OnboardingFlowState>()(
  persist(
    (set) => ({
      ...initialState,
      update: (changes) => set(changes),
      countSsnAttempt: () => set((state) => ({ ssnAttemptCount: state.ssnAttemptCount + 1 })),
      reset: () => set(initialState),
    }),
    {
      name: onboardingStoreStorageKey,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ update: _update, countSsnAttempt: _count, reset: _reset, ...state }) => state,
    },
  ),
);

registerStoreReset(() => useOnboardingStore.getState().reset());
