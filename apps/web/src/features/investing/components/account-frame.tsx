import type { InvestmentKind, PlusAccount } from '@fernleaf/contract/investing';
import { Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Loading, RetryAlert } from '../../../ui/load-states';
import { investmentAccountsQueryOptions } from '../api/list-investment-accounts';
import { AccountIntro } from './account-intro';
import { accountKinds } from './account-kinds';
import { InvestingDisclosure } from './investing-disclosure';

/**
 * A page of the managed or the self-directed account: its heading and disclosures, then the member's
 * account of that kind once the accounts answer (loading and failure shown), or what that kind of
 * investing is when there is none.
 */
export function AccountFrame({
  kind,
  title,
  backToAccount = false,
  above,
  children,
}: {
  kind: InvestmentKind;
  title: string;
  /** On the account's sub-pages: the way back to it, above the heading. */
  backToAccount?: boolean;
  /** Above the heading, in place of the way back to the account: another way back. */
  above?: ReactNode;
  children: (account: PlusAccount) => ReactNode;
}) {
  const words = accountKinds[kind];
  const accounts = useQuery(investmentAccountsQueryOptions());
  const account = accounts.data ? words.accountOf(accounts.data) : null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {above ??
          (backToAccount && (
            <Anchor component={Link} to={words.page} size="sm">
              {words.pageName}
            </Anchor>
          ))}
        <Title order={1}>{title}</Title>
        <InvestingDisclosure testId={words.disclosureTestId} />
      </Stack>
      {accounts.isPending && <Loading text={`Loading your ${words.accountName}…`} />}
      {accounts.isError && (
        <RetryAlert
          title={`We could not load your ${words.accountName}`}
          onRetry={() => accounts.refetch()}
          retrying={accounts.isFetching}
        />
      )}
      {accounts.data && !account && <AccountIntro kind={kind} />}
      {account && children(account)}
    </Stack>
  );
}
