import type { InvestmentKind } from '@fernleaf/contract/investing';
import { Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AccountFrame } from './account-frame';
import { accountKinds } from './account-kinds';
import { InvestmentTransactionsList } from './investment-transactions-list';
import { OpenOrders } from './open-orders';

/**
 * `/investment/managed/transactions` and `/investment/active/transactions`: every movement of the
 * account's cash, newest first; above it, in a self-directed account, the orders not yet traded
 * (waiting for the open, or refused with their reason). A managed account's orders fill at once.
 */
export function AccountTransactionsPage({ kind }: { kind: InvestmentKind }) {
  const words = accountKinds[kind];
  return (
    <AccountFrame kind={kind} title="Transfers and orders" backToAccount>
      {(account) => {
        const list = (
          <InvestmentTransactionsList
            account={account}
            pagerTestId={words.transactionsPagerTestId}
            empty={
              <Anchor component={Link} to={words.page}>
                Add money from checking
              </Anchor>
            }
          />
        );
        return kind === 'SELF_DIRECTED' ? (
          <Stack gap="lg">
            <OpenOrders account={account} />
            {list}
          </Stack>
        ) : (
          list
        );
      }}
    </AccountFrame>
  );
}
