import type { PlusAccount } from '@fernleaf/contract/investing';
import type { ManagedPortfolioView } from '@fernleaf/contract/investing-managed-portfolio';
import { type ThemeFund, themeFunds } from '@fernleaf/contract/investing-portfolios';
import { isThemeFund, themeDetails } from '@fernleaf/contract/investing-targets';
import { formatBasisPoints } from '@fernleaf/contract/percent';
import { Anchor, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../../lib/api-client';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { FailureAlert } from '../../../../ui/failure-alert';
import { StatusText } from '../../../../ui/load-states';
import { sendAddTheme } from '../../api/add-managed-theme';
import { investingQueryKeys } from '../../api/investing-query-keys';
import { sendRemoveTheme } from '../../api/remove-managed-theme';
import { themeChangeRows } from '../lib/theme-change';
import { ManagedPortfolioFrame } from './managed-portfolio-frame';

/**
 * `/investment/managed/theme-details?symbol=ICLN`: one theme, its fund, what it holds and its risk,
 * what it would take of the account (targets now and after), and the button that adds or removes it.
 */
export function ThemeDetailsPage({ symbol }: { symbol: string }) {
  const upper = symbol.toUpperCase();
  const theme = isThemeFund(upper) ? upper : null;
  return (
    <ManagedPortfolioFrame
      title={theme ? `${themeFunds[theme].theme} theme` : 'Theme not found'}
      back={{ to: '/investment/managed/add-theme', label: 'Themes' }}
    >
      {(account, portfolio) =>
        theme ? (
          <ThemeDetails account={account} portfolio={portfolio} theme={theme} />
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text>There is no theme by that name. The themes you can add are listed on the themes page.</Text>
            <Anchor component={Link} to="/investment/managed/add-theme">
              See the themes
            </Anchor>
          </Stack>
        )
      }
    </ManagedPortfolioFrame>
  );
}

function ThemeDetails({
  account,
  portfolio,
  theme,
}: {
  account: PlusAccount;
  portfolio: ManagedPortfolioView;
  theme: ThemeFund;
}) {
  const queryClient = useQueryClient();
  const [keys] = useState(createSubmissionKeys);
  const [status, setStatus] = useState<string>();
  const themes = portfolio.themes.map((held) => held.symbol);
  const held = themes.includes(theme);
  const action = held ? 'REMOVE' : 'ADD';
  const full = !held && themes.length >= portfolio.maxThemes;
  const name = `${themeFunds[theme].theme} (${theme})`;
  const change = useMutation({
    mutationFn: async () => {
      const request = { action, symbol: theme } as const;
      try {
        const key = keys.keyFor(request);
        const answer = await (action === 'ADD'
          ? sendAddTheme(account.accountId, theme, key)
          : sendRemoveTheme(account.accountId, theme, key));
        keys.settle();
        return answer;
      } catch (error) {
        // A lost answer keeps its key: sending again replays rather than changing twice.
        if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
        throw error;
      }
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(investingQueryKeys.portfolio(account.accountId), answer);
      void queryClient.invalidateQueries({ queryKey: investingQueryKeys.account(account.accountId) });
      const added = answer.themes.some((kept) => kept.symbol === theme);
      setStatus(
        `${name} ${added ? 'added' : 'removed'}. The account trades toward the new targets at the next run while the market is open.`,
      );
    },
  });
  const rows = themeChangeRows(portfolio.modelPortfolio, themes, theme, action);

  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="theme-fund-heading" withBorder radius="lg" padding="lg">
        <Stack gap="xs">
          <Title order={2} fz="h3" id="theme-fund-heading">
            {theme} {themeFunds[theme].name}
          </Title>
          <Text size="sm">
            <Text span fw={700} size="sm">
              Holds:
            </Text>{' '}
            {themeDetails[theme].holds}
          </Text>
          <Text size="sm">
            <Text span fw={700} size="sm">
              Risk:
            </Text>{' '}
            {themeDetails[theme].risk}
          </Text>
          <Text size="sm" data-testid="theme-share">
            {held ? 'It takes' : 'It would take'} {formatBasisPoints(portfolio.themeShareBps)} of your account, from
            your stock funds (VTI, VXUS, VNQ) in proportion to their targets. Your bond funds keep theirs.
          </Text>
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="theme-targets-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="theme-targets-heading">
            {held ? 'Your targets without it' : 'Your targets with it'}
          </Title>
          <Table verticalSpacing="xs" striped>
            <Table.Caption>
              Each fund's target now and {held ? 'after removing' : 'after adding'} {name}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Fund</Table.Th>
                <Table.Th scope="col" ta="right">
                  Now
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {held ? 'Without it' : 'With it'}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.symbol}>
                  <Table.Th scope="row">{row.symbol}</Table.Th>
                  <Table.Td ta="right">{formatBasisPoints(row.nowBps)}</Table.Td>
                  <Table.Td ta="right">{formatBasisPoints(row.afterBps)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed">
            Nothing trades now: at the next run while the market is open the account sells and buys toward the new
            targets, each trade with its reason in your transactions. Selling may realise a gain or loss. Targets, not
            results; prices are simulated.
          </Text>
          {full ? (
            <Text size="sm" fw={700}>
              Your account holds {portfolio.maxThemes} themes already. Remove one from its page to add this one.
            </Text>
          ) : (
            <Button
              onClick={() => change.mutate()}
              loading={change.isPending}
              variant={held ? 'default' : 'filled'}
              style={{ alignSelf: 'flex-start' }}
            >
              {held ? `Remove ${name}` : `Add ${name}`}
            </Button>
          )}
          {change.isError && (
            <FailureAlert title="The theme was not changed">
              {change.error instanceof ApiError
                ? (change.error.fields?.symbol ?? change.error.description)
                : 'Check your connection and try again.'}
            </FailureAlert>
          )}
          <StatusText message={status} />
          <Anchor component={Link} to="/investment/managed/allocation">
            Allocation and rebalancing
          </Anchor>
        </Stack>
      </Card>
    </Stack>
  );
}
