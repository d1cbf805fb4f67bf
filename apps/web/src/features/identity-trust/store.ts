// The identity-trust config of spec section 3 ({status, interviewId, userId, url}) with the
// transitions of spec section 4: requesting clears it; a successful request sets the status to the
// flow type with the interview id, user id and url; a failed one clears it; the status can be set to
// PENDING. The spec names no persistence for it, so it lives in memory only.
import type { IdentityTrustFlowType } from '@fernleaf/contract/identity-trust';
import { create } from 'zustand';
import { registerStoreReset } from '../../lib/store-reset';

export interface IdentityTrustConfig {
  status: IdentityTrustFlowType | 'PENDING' | null;
  interviewId: string | null;
  userId: string | null;
  url: string | null;
}

export interface IdentityTrustState {
  config: IdentityTrustConfig;
  requestStarted(): void;
  requestSucceeded(flowType: IdentityTrustFlowType, answer: { interviewId: string; userId: string; url: string }): void;
  requestFailed(): void;
  setPending(): void;
  reset(): void;
}

export const emptyIdentityTrustConfig: IdentityTrustConfig = {
  status: null,
  interviewId: null,
  userId: null,
  url: null,
};

export const useIdentityTrustStore = create<IdentityTrustState>()((set) => ({
  config: emptyIdentityTrustConfig,
  requestStarted: () => set({ config: emptyIdentityTrustConfig }),
  requestSucceeded: (flowType, { interviewId, userId, url }) =>
    set({ config: { status: flowType, interviewId, userId, url } }),
  requestFailed: () => set({ config: emptyIdentityTrustConfig }),
  setPending: () => set((state) => ({ config: { ...state.config, status: 'PENDING' } })),
  reset: () => set({ config: emptyIdentityTrustConfig }),
}));

registerStoreReset(() => useIdentityTrustStore.getState().reset());
