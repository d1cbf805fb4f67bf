// Which plus account the self-directed pages are about: the member's open self-directed one. The
// managed account has pages of its own, and a closed account has nothing left to trade or move.
import type { PlusAccount } from '@fernleaf/contract/investing';
import { openAccountOf } from '../../lib/plus-accounts';

export function selfDirectedAccountOf(accounts: readonly PlusAccount[]): PlusAccount | null {
  return openAccountOf(accounts, 'SELF_DIRECTED');
}
