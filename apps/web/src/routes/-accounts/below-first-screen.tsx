import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { DebitCardPanel } from '../../features/checking/components/debit-card-panel';
import { DirectDepositPanel } from '../../features/checking/components/direct-deposit-panel';
import { TransactionsList } from '../../features/checking/components/transactions-list';
import { TransferForm } from '../../features/checking/components/transfer-form';
import { TransfersList } from '../../features/checking/components/transfers-list';
import { AccountSection } from './account-section';

// The parts of the accounts page below the checking account's balance, in a chunk of their own.

/** Beside and below the checking account, in its grid. */
export function CardAndTransfers() {
  return (
    <>
      <AccountSection title="Debit card">
        <DebitCardPanel />
      </AccountSection>
      <AccountSection title="Move money">
        <TransferForm />
      </AccountSection>
      <AccountSection title="Transfers">
        <TransfersList />
      </AccountSection>
    </>
  );
}

/** Below the grid: the history, then the linked banks beside direct deposit. */
export function TransactionsAndDeposits({ linkedBanks }: { linkedBanks: ReactNode }) {
  return (
    <>
      <AccountSection title="Recent transactions">
        <TransactionsList />
      </AccountSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {linkedBanks}
        <AccountSection title="Direct deposit">
          <DirectDepositPanel />
        </AccountSection>
      </SimpleGrid>
    </>
  );
}
