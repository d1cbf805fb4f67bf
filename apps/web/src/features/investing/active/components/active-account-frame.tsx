import type { PlusAccount } from '@fernleaf/contract/investing';
import { Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { investmentAccountsQueryOptions } from '../../api/list-investment-accounts';
import { InvestingDisclosure } from '../../components/investing-disclosure';
import { selfDirectedAccountOf } from '../lib/self-directed-account';
import { ActiveIntro } from './active-intro';

/**
 * A self-directed page: its heading and disclosures, then the member's self-directed account once the
 * plus accounts answer (loading and failure shown), or what self-directed investing is when there is none.
 */
export function ActiveAccountFrame({
  title,
  backToAccount = false,
  children,
}: {
  title: string;
  /** On the account's sub-pages: the way back to it, above the heading. */
  backToAccount?: boolean;
  children: (account: PlusAccount) => ReactNode;
}) {
  const accounts = useQuery(investmentAccountsQueryOptions());
  const account = accounts.data ? selfDirectedAccountOf(accounts.data) : null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {backToAccount && (
          <Anchor component={Link} to="/investment/active" size="sm">
            Self-directed investing
          </Anchor>
        )}
        <Title order={1}>{title}</Title>
        <InvestingDisclosure testId="active-disclosure" />
      </Stack>
      {accounts.isPending && <Loading text="Loading your self-directed account…" />}
      {accounts.isError && (
        <RetryAlert
          title="We could not load your self-directed account"
          onRetry={() => accounts.refetch()}
          retrying={accounts.isFetching}
        />
      )}
      {accounts.data && !account && <ActiveIntro />}
      {account && children(account)}
    </Stack>
  );
}
