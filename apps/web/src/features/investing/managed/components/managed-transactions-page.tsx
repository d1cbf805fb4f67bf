import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { InvestmentTransactionsList } from '../../components/investment-transactions-list';
import { ManagedAccountFrame } from './managed-account-frame';

/** `/investment/managed/transactions`: every movement of the account's cash, newest first. */
export function ManagedTransactionsPage() {
  return (
    <ManagedAccountFrame
      title="Transfers and orders"
      above={
        <Anchor component={Link} to="/investment/managed" size="sm">
          Managed investing
        </Anchor>
      }
    >
      {(account) => (
        <InvestmentTransactionsList
          account={account}
          pagerTestId="managed-transactions-page"
          empty={
            <Anchor component={Link} to="/investment/managed">
              Add money from checking
            </Anchor>
          }
        />
      )}
    </ManagedAccountFrame>
  );
}
