import type { PlusAccount } from '@fernleaf/contract/investing';
import type { AccountClosingView, ClosingPreview } from '@fernleaf/contract/investing-lifecycle';
import { formatCents } from '@fernleaf/contract/money';
import { formatShareQuantity } from '@fernleaf/contract/quantity';
import { Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../../lib/api-client';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { sendClosing } from '../../api/close-investment-account';
import { closingStatusQueryOptions } from '../../api/get-account-closing';
import { investingQueryKeys } from '../../api/investing-query-keys';
import { investmentAccountsQueryOptions } from '../../api/list-investment-accounts';
import { closingPreviewQueryOptions } from '../../api/preview-account-closing';
import {
  accountOfKind,
  arrivalSentence,
  closingStandsAt,
  type InvestmentKind,
  kindNames,
  salesTiming,
} from '../lib/closing-words';

const homeOf: Record<InvestmentKind, { to: '/investment/managed' | '/investment/active'; label: string }> = {
  MANAGED: { to: '/investment/managed', label: 'Managed investing' },
  SELF_DIRECTED: { to: '/investment/active', label: 'Self-directed investing' },
};
const openNewOf: Record<InvestmentKind, '/onboarding/investment/intro' | '/onboarding/active-investing/intro'> = {
  MANAGED: '/onboarding/investment/intro',
  SELF_DIRECTED: '/onboarding/active-investing/intro',
};

/**
 * `/investment/managed/close-account` and `/investment/active/close-account`: what closing sells and
 * returns, then one button and a confirmation. Nothing stands between the member and the closing but
 * the facts they need to decide (decision 044).
 */
export function CloseAccountPage({ kind }: { kind: InvestmentKind }) {
  const accounts = useQuery(investmentAccountsQueryOptions());
  // A closed account leaves the plus-account list: the closing's own answer keeps it on the page.
  const [closing, setClosing] = useState<AccountClosingView>();
  const account = accounts.data ? accountOfKind(accounts.data, kind) : null;
  const followed = closing?.accountId ?? (account?.accountStatus === 'CLOSING' ? account.accountId : undefined);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={homeOf[kind].to} size="sm">
          {homeOf[kind].label}
        </Anchor>
        <Title order={1}>Close your {kindNames[kind]}</Title>
        <Text size="sm" c="dimmed" data-testid="closing-disclosure">
          Prices are simulated. Not FDIC insured · May lose value · No bank guarantee.
        </Text>
      </Stack>
      {accounts.isPending && <Loading text="Loading your account…" />}
      {accounts.isError && (
        <RetryAlert
          title="We could not load your account"
          onRetry={() => accounts.refetch()}
          retrying={accounts.isFetching}
        />
      )}
      {followed ? (
        <ClosingStatus accountId={followed} kind={kind} initial={closing} />
      ) : (
        accounts.data &&
        (account ? (
          <ClosingReview account={account} kind={kind} onClosed={setClosing} />
        ) : (
          <Text>You have no open {kindNames[kind]}.</Text>
        ))
      )}
    </Stack>
  );
}

function ClosingReview({
  account,
  kind,
  onClosed,
}: {
  account: PlusAccount;
  kind: InvestmentKind;
  onClosed(closing: AccountClosingView): void;
}) {
  const preview = useQuery(closingPreviewQueryOptions(account.accountId));
  const [confirming, setConfirming] = useState(false);
  if (preview.isPending) return <Loading text="Working out what closing would sell…" />;
  if (preview.isError) {
    return (
      <RetryAlert
        title="We could not work out what closing would sell"
        onRetry={() => preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  }
  const data = preview.data;
  const blocked = !data.checkingOpen && data.estimatedTotalCents > 0;
  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="closing-sales-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="closing-sales-heading">
            What will be sold
          </Title>
          <SalesList preview={data} />
          {data.sales.length > 0 && <Text size="sm">Everything is sold {salesTiming(data)}.</Text>}
          {data.waitingOrders > 0 && (
            <Text size="sm">
              {data.waitingOrders === 1
                ? 'An order waiting for the market to open is cancelled.'
                : `${data.waitingOrders} orders waiting for the market to open are cancelled.`}
            </Text>
          )}
          <Text size="sm">A recurring deposit, if you set one up, is cancelled.</Text>
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="closing-money-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="closing-money-heading">
            What you get back
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Figure label="Cash in the account" cents={data.cashCents} testId="closing-cash" />
            <Figure label="Estimated sale proceeds" cents={data.estimatedProceedsCents} testId="closing-proceeds" />
            <Figure label="Fees" cents={0} testId="closing-fees" />
            <Figure label="Estimated total to checking" cents={data.estimatedTotalCents} testId="closing-total" />
          </SimpleGrid>
          <Text size="sm">
            There is no fee to close. The sale prices are estimates: a market order may fill away from the last
            simulated price.
          </Text>
          <Text size="sm" fw={600}>
            {arrivalSentence(data.cashArrivesOn)} Sales settle one trading day after they fill; then the account is
            closed.
          </Text>
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="closing-tax-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="closing-tax-heading">
            Estimated tax effect
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Figure
              label="Short-term gain or loss"
              cents={data.taxEstimate.shortTermGainCents}
              plus
              testId="closing-short-term"
            />
            <Figure
              label="Long-term gain or loss"
              cents={data.taxEstimate.longTermGainCents}
              plus
              testId="closing-long-term"
            />
          </SimpleGrid>
          <Text size="sm">
            {data.taxEstimate.lots.length === 0
              ? 'Nothing is sold, so there is no gain or loss.'
              : `From ${data.taxEstimate.lots.length} tax ${data.taxEstimate.lots.length === 1 ? 'lot' : 'lots'}. ${data.taxEstimate.note}`}
          </Text>
        </Stack>
      </Card>

      {blocked && (
        <Notice tone="warning" title="Open checking first">
          Closing returns your cash to your checking account, and you don't have one open.{' '}
          <Anchor component={Link} to="/onboarding/roarmoney/intro">
            Open a checking account
          </Anchor>
        </Notice>
      )}
      <Group>
        <Button color="red.9" disabled={blocked} onClick={() => setConfirming(true)}>
          Close account
        </Button>
      </Group>
      <ConfirmClosing
        opened={confirming}
        onClose={() => setConfirming(false)}
        account={account}
        kind={kind}
        preview={data}
        onClosed={onClosed}
      />
    </Stack>
  );
}

function SalesList({ preview }: { preview: ClosingPreview }) {
  if (preview.sales.length === 0) return <Text>Nothing to sell: the account holds only cash.</Text>;
  return (
    <Stack component="ul" aria-label="Holdings sold" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {preview.sales.map((sale) => (
        <li key={sale.symbol}>
          <Text>
            <Text span fw={700}>
              {sale.symbol}
            </Text>{' '}
            <Text span size="sm">
              {sale.name}
            </Text>
          </Text>
          <Text size="sm">
            {formatShareQuantity(sale.quantityMicros)} shares at about {formatCents(sale.estimatedPriceCents)}: about{' '}
            {formatCents(sale.estimatedProceedsCents)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function ConfirmClosing({
  opened,
  onClose,
  account,
  kind,
  preview,
  onClosed,
}: {
  opened: boolean;
  onClose(): void;
  account: PlusAccount;
  kind: InvestmentKind;
  preview: ClosingPreview;
  onClosed(closing: AccountClosingView): void;
}) {
  const queryClient = useQueryClient();
  const [keys] = useState(createSubmissionKeys);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const confirm = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      const closing = await sendClosing(account.accountId, keys.keyFor({ accountId: account.accountId }));
      keys.settle();
      void queryClient.invalidateQueries({ queryKey: investingQueryKeys.all });
      onClose();
      onClosed(closing);
    } catch (error) {
      // Without an answer the closing may have started: the same confirmation keeps its key.
      if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
      setFailure(
        error instanceof ApiError && error.status !== noResponseStatus
          ? error.description
          : 'We could not reach the server. Your account may be closing: try again to see.',
      );
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Close your ${kindNames[kind]}?`} centered size="md">
      <Stack gap="sm">
        <Text>
          {preview.sales.length > 0
            ? `Everything is sold ${salesTiming(preview)}, and about ${formatCents(preview.estimatedTotalCents)} returns to your checking account.`
            : `${formatCents(preview.estimatedTotalCents)} returns to your checking account.`}
        </Text>
        <Text size="sm">{arrivalSentence(preview.cashArrivesOn)} There is no fee.</Text>
        <Text size="sm">Closing cannot be undone. You may open a new {kindNames[kind]} later.</Text>
        {failure && <Notice tone="error">{failure}</Notice>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep my account
          </Button>
          <Button color="red.9" loading={sending} onClick={confirm} data-autofocus>
            Close account
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ClosingStatus({
  accountId,
  kind,
  initial,
}: {
  accountId: string;
  kind: InvestmentKind;
  initial: AccountClosingView | undefined;
}) {
  const status = useQuery({ ...closingStatusQueryOptions(accountId), ...(initial ? { initialData: initial } : {}) });
  if (status.isPending) return <Loading text="Loading your closing…" />;
  if (status.isError) {
    return (
      <RetryAlert
        title="We could not load your closing"
        onRetry={() => status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  const data = status.data;
  return (
    <Card component="section" aria-label="Closing" withBorder radius="lg" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Text fw={700} data-testid="closing-status">
          {closingStandsAt(data)}
        </Text>
        {data.accountStatus === 'CLOSED' ? (
          <>
            <Text>{formatCents(data.returnedCents ?? 0)} returned to your checking account.</Text>
            <Anchor component={Link} to={openNewOf[kind]}>
              Open a new {kindNames[kind]}
            </Anchor>
          </>
        ) : (
          <>
            <Text>{arrivalSentence(data.cashArrivesOn)}</Text>
            <Button variant="default" onClick={() => status.refetch()} loading={status.isFetching}>
              Check again
            </Button>
          </>
        )}
        <Anchor component={Link} to="/accounts">
          Your accounts
        </Anchor>
      </Stack>
    </Card>
  );
}

function Figure({ label, cents, testId, plus }: { label: string; cents: number; testId: string; plus?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {formatCents(cents, plus ? { plus: true } : {})}
      </Text>
    </Stack>
  );
}
