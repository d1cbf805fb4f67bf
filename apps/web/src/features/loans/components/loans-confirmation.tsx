import type { listBankAccounts } from '@fernleaf/contract/bank';
import type { CallResponse } from '@fernleaf/contract/define-call';
import { employmentStatusLabels, type IncomeProfile } from '@fernleaf/contract/income-profile';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FailureAlert } from '../../../ui/failure-alert';

type Query<Answer, Key extends QueryKey> = UseQueryOptions<Answer, Error, Answer, Key>;

/** What the confirmation reads from other features: the route gives their queries. */
export interface LoansAnswerQueries<BanksKey extends QueryKey, IncomeKey extends QueryKey> {
  /** The bank-linking feature's linked banks. */
  banksQuery: Query<CallResponse<typeof listBankAccounts>, BanksKey>;
  /** The income-profile feature's answers. */
  incomeQuery: Query<IncomeProfile, IncomeKey>;
}

function Answer({
  label,
  change,
  changeLabel,
  children,
}: {
  label: string;
  change: string;
  changeLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={2} component="li">
      <Group justify="space-between" wrap="nowrap" align="baseline">
        <Text fw={700}>{label}</Text>
        <Anchor component={Link} to={change} size="sm" aria-label={changeLabel}>
          Change
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

/**
 * The loans flow's last step: the member's answers, each with a way back to its step, before they
 * confirm. Nothing is sent to a lender here; the answers stay with the member's profile.
 */
export function LoansConfirmation<BanksKey extends QueryKey, IncomeKey extends QueryKey>({
  onConfirm,
  busy,
  banksQuery,
  incomeQuery,
}: { onConfirm: () => void; busy: boolean } & LoansAnswerQueries<BanksKey, IncomeKey>) {
  const banks = useQuery(banksQuery);
  const income = useQuery(incomeQuery);

  if (banks.isPending || income.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading your answers…</Text>
      </Group>
    );
  }
  if (banks.isError || income.isError) {
    return (
      <FailureAlert
        title="We could not load your answers"
        actions={[{ label: 'Try again', onClick: () => void Promise.all([banks.refetch(), income.refetch()]) }]}
      >
        Check your connection and try again.
      </FailureAlert>
    );
  }

  const linked = banks.data.banks.filter((bank) => bank.status === 'COMPLETE');
  const { employmentStatus, employerName, annualIncomeCents } = income.data;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          <Answer label="Bank" change="/onboarding/loans/bv-linking" changeLabel="Change your bank">
            {linked.flatMap((bank) =>
              bank.accounts.map((account) => (
                <Text key={account.id}>
                  {bank.institution.name}, {account.name} ending in {account.mask}
                </Text>
              )),
            )}
          </Answer>
          <Answer label="Employment" change="/onboarding/loans/employment" changeLabel="Change your employment">
            <Text>
              {employmentStatus ? employmentStatusLabels[employmentStatus] : 'Not answered'}
              {employerName ? `, at ${employerName}` : ''}
            </Text>
          </Answer>
          <Answer
            label="Annual household income"
            change="/onboarding/loans/annual-income"
            changeLabel="Change your annual household income"
          >
            <Text>{annualIncomeCents === null ? 'Not answered' : formatCents(annualIncomeCents, { decimals: 0 })}</Text>
          </Answer>
        </Stack>
      </Card>
      <Text size="sm" c="dimmed">
        Confirming keeps these answers with your profile, so you do not type them again when you look at loans. Nothing
        is sent to a lender.
      </Text>
      <Button onClick={onConfirm} loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
        Confirm
      </Button>
    </Stack>
  );
}
