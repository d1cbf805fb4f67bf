import { maskedNumber } from '@fernleaf/contract/account-mask';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLinkedBanks } from '../../../features/bank-linking/api/linked-banks';
import { useCashAdvanceInfo } from '../../../features/cash-advance/api/get-cash-advance-info';
import { checkingAccountInfoQueryOptions } from '../../../features/checking/api/get-checking-account-info';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { investmentKindNames, investmentKindPages } from '../../../features/investing/lib/account-values';
import { Loading } from '../../../ui/load-states';

const cashAdvanceStates = { ACTIVE: 'On', PENDING: 'Setting up', CANCELLED: 'Turned off' } as const;

interface ProductLine {
  name: string;
  state: string;
  detail?: string;
  to: '/accounts' | '/instacash' | '/investment/managed' | '/investment/active';
}

/** The products the member has, each with its state and the page where it is managed. */
export function MemberProducts() {
  const checking = useQuery(checkingAccountInfoQueryOptions());
  const cashAdvance = useCashAdvanceInfo();
  const linkedBanks = useLinkedBanks();
  const investments = useQuery(investmentAccountsQueryOptions());
  if (checking.isPending || cashAdvance.isPending || linkedBanks.isPending || investments.isPending) {
    return <Loading text="Loading your products…" />;
  }
  const lines: ProductLine[] = [];
  if (checking.data) {
    lines.push({
      name: 'Checking',
      state: checking.data.status === 'OPEN' ? 'Open' : 'Closed',
      detail: `Account ${maskedNumber(checking.data.achInformation.accountNumberLast4)}`,
      to: '/accounts',
    });
  }
  for (const account of investments.data ?? []) {
    lines.push({
      name: investmentKindNames[account.investmentKind],
      state: account.accountStatus === 'OPEN' ? 'Open' : 'Closing',
      detail: `Account ${account.accountNo} · ${formatCents(account.totalValue)} at simulated prices`,
      to: investmentKindPages[account.investmentKind],
    });
  }
  const cashAdvanceStatus = cashAdvance.data?.accountStatus;
  if (cashAdvanceStatus)
    lines.push({ name: 'Cash Advance', state: cashAdvanceStates[cashAdvanceStatus], to: '/instacash' });
  const banks = linkedBanks.data?.banks.filter((bank) => bank.status !== 'REMOVED') ?? [];
  if (banks.length > 0) {
    lines.push({
      name: 'Linked banks',
      state: banks.length === 1 ? '1 bank' : `${banks.length} banks`,
      detail: banks.map((bank) => bank.institution.name).join(', '),
      to: '/accounts',
    });
  }
  const failed = checking.isError || cashAdvance.isError || linkedBanks.isError || investments.isError;

  return (
    <Stack gap="sm">
      {lines.length === 0 && !failed && (
        <Text size="sm">
          You have no products yet.{' '}
          <Anchor component={Link} to="/home" fw={600}>
            See where to start
          </Anchor>
        </Text>
      )}
      {lines.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {lines.map((line) => (
            <Group component="li" key={line.name} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={line.to} fw={600}>
                  {line.name}
                </Anchor>
                {line.detail && (
                  <Text size="sm" c="dimmed" truncate>
                    {line.detail}
                  </Text>
                )}
              </Stack>
              <Badge variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
                {line.state}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      {failed && (
        <Text size="sm" c="dimmed">
          Some of your products could not be loaded. Reload the page to try again.
        </Text>
      )}
    </Stack>
  );
}
