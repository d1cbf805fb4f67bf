// Auth state of spec section 3: status, the member's profile, and the flags around signing out.
import type { CallResponse } from '@fernleaf/contract/define-call';
import type { getProfile } from '@fernleaf/contract/user';
import { create } from 'zustand';

export type AuthStatus = 'loading' | 'authorized' | 'unauthorized' | 'loggedOut';
export type UserProfile = CallResponse<typeof getProfile>;

/** Spec section 9: the history keeps the last 10 states, for support and error reports. */
export const authHistoryLimit = 10;
const rememberBrowserKey = 'fernleaf.rememberBrowser';

export interface AuthState {
  status: AuthStatus;
  user: UserProfile | null;
  isProfileLoading: boolean;
  /** The logout page shows its "signed out" message only after a logout in this tab. */
  isLogoutPageAccessible: boolean;
  /** Defaults to on when never chosen. */
  rememberBrowser: boolean;
  history: AuthStatus[];
  setStatus(status: AuthStatus): void;
  setUser(user: UserProfile | null): void;
  setProfileLoading(loading: boolean): void;
  setLogoutPageAccessible(accessible: boolean): void;
  setRememberBrowser(remember: boolean): void;
}

function storedRememberBrowser(): boolean {
  if (typeof localStorage === 'undefined') return true;
  return localStorage.getItem(rememberBrowserKey) !== 'false';
}

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'loading',
  user: null,
  isProfileLoading: false,
  isLogoutPageAccessible: false,
  rememberBrowser: storedRememberBrowser(),
  history: ['loading'],
  setStatus: (status) => set((state) => ({ status, history: [...state.history, status].slice(-authHistoryLimit) })),
  setUser: (user) => set({ user }),
  setProfileLoading: (isProfileLoading) => set({ isProfileLoading }),
  setLogoutPageAccessible: (isLogoutPageAccessible) => set({ isLogoutPageAccessible }),
  setRememberBrowser: (rememberBrowser) => {
    localStorage.setItem(rememberBrowserKey, String(rememberBrowser));
    set({ rememberBrowser });
  },
}));
