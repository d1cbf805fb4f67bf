import { maskedNumber } from '@fernleaf/contract/account-mask';
import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { Qualification } from '@fernleaf/contract/cash-advance-onboarding';
import { formatCents } from '@fernleaf/contract/money';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Loading, RetryAlert } from '../../../ui/load-states';
import { useCashAdvanceInfo } from '../api/get-cash-advance-info';
import { useOnboardingQualification } from '../api/get-onboarding-qualification';
import { EligibilityBreakdownView } from './eligibility-breakdown';
import { FigureList } from './figure-list';

const frequencyWords = {
  WEEKLY: 'every week',
  BIWEEKLY: 'every two weeks',
  SEMI_MONTHLY: 'twice a month',
  MONTHLY: 'every month',
} as const;

/** What the underwriting read in the bank's history, in the member's own figures. */
export function FindingsList({ qualification }: { qualification: Qualification }) {
  const { findings, bankAccountInfo } = qualification;
  return (
    <FigureList
      label="What your bank history shows"
      figures={[
        { label: 'Bank account', value: `${bankAccountInfo.bankName} ${maskedNumber(bankAccountInfo.mask)}` },
        { label: 'History we read', value: `${findings.historyDays} days` },
        {
          label: 'Regular income',
          value: findings.income ? formatCents(findings.income.typicalAmount) : 'None found',
          note: findings.income
            ? `From ${findings.income.payer}, ${frequencyWords[findings.income.frequency]}; next expected ${formatMonthDayYear(findings.income.nextPayday)}`
            : undefined,
        },
        { label: 'Average daily balance', value: formatCents(findings.averageDailyBalance) },
        { label: 'Overdrafts in the last 90 days', value: String(findings.overdraftsLast90Days) },
      ]}
    />
  );
}

/**
 * Why the limit is what it is (the eligibility explanation pages): the limit and what is available,
 * each line of the breakdown, and what would raise it. `trial` is the starter limit's page.
 */
export function EligibilityExplanation({ trial = false }: { trial?: boolean }) {
  const qualification = useOnboardingQualification();
  const info = useCashAdvanceInfo();

  if (qualification.isPending) return <Loading text="Loading how we worked out your limit…" />;
  if (qualification.isError) {
    return (
      <RetryAlert
        title="We could not load how we worked out your limit"
        onRetry={() => void qualification.refetch()}
        retrying={qualification.isFetching}
      />
    );
  }
  if (qualification.data === null) {
    return (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="h3">
            No limit yet
          </Title>
          <Text>We work out your limit from your linked bank's history. Link a bank to see yours.</Text>
          <Button component={Link} to="/onboarding/instacash/redirection">
            Get started
          </Button>
        </Stack>
      </Card>
    );
  }

  const data = qualification.data;
  const breakdown = info.data?.eligibilityBreakdown ?? data.eligibilityBreakdown;
  const available = info.data?.eligibleAmount.available ?? data.eligibleAmount.available;
  return (
    <Stack gap="xl">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="limit-heading">
        <Stack gap="xs">
          <Title order={2} fz="h3" id="limit-heading">
            {trial ? 'Your starter limit' : 'Your limit'}
          </Title>
          <Text fz={36} fw={700} lh={1.1}>
            {formatCents(breakdown.limit)}
          </Text>
          <Text>
            {formatCents(available)} of it is available now. Worked out on {formatMonthDayYear(data.evaluatedOn)}.
          </Text>
          {trial && (
            <Text size="sm" c="dimmed">
              Your bank history is still short, so you start with a smaller limit. As your history grows and your pay
              keeps arriving, your limit can go up.
            </Text>
          )}
          {data.status === 'DENIED' && (
            <Text size="sm">
              Your bank history does not qualify right now.{' '}
              {data.denialReasons.map((reason) => reason.remedy).join(' ')}
            </Text>
          )}
        </Stack>
      </Card>
      <EligibilityBreakdownView breakdown={breakdown} />
      <Stack gap="xs" component="section" aria-labelledby="findings-heading">
        <Title order={2} fz="h3" id="findings-heading">
          What your bank history shows
        </Title>
        <FindingsList qualification={data} />
      </Stack>
    </Stack>
  );
}
