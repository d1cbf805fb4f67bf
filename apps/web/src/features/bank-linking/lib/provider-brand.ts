// How each sandbox provider's sign-in screen is titled and coloured. The titles say "sandbox" so no
// one mistakes the stand-in for the real provider.
import type { BankSource } from '@fernleaf/contract/bank';

export interface ProviderBrand {
  title: string;
  /** Header background; white text on it meets 4.5:1. */
  color: string;
}

export const providerBrands: Record<BankSource, ProviderBrand> = {
  PLAID: { title: 'Plaid (sandbox)', color: '#111111' },
  FINICITY: { title: 'Finicity Connect (sandbox)', color: '#0B4F8A' },
  AKOYA: { title: 'Akoya (sandbox)', color: '#4A2C6E' },
};
