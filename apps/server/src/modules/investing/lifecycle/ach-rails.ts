// The ACH network and the member's other bank, as deposits from a linked bank use them (decision 044).
// Checking owns these interfaces (`checking/ach-network.ts`); investing names the part it calls, and
// app.ts hands it the same objects checking and the cash advance are given (decisions 031 and 048).
import type { AchNetwork, ExternalBank as CheckingExternalBank } from '../../checking/ach-network.ts';

export type { AchNetwork, ExternalBankTransaction } from '../../checking/ach-network.ts';

/** The bank of a linked account, as a deposit reaches it: a debit arriving, then its settlement. */
export type ExternalBank = Pick<CheckingExternalBank, 'debit' | 'settle'>;

export interface AchRails {
  achNetwork: AchNetwork;
  externalBank: ExternalBank;
}
