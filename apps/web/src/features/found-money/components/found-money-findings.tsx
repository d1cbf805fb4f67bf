import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { FeeGroup, FoundMoneyFindings as Findings, FoundSubscription } from '@fernleaf/contract/found-money';
import { formatCents } from '@fernleaf/contract/money';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useFoundMoneyFindings } from '../api/found-money-findings';
import { findingsFailureText, noFeesText, noSubscriptionsText, periodText, timesCharged } from '../lib/findings-text';

/**
 * The foundmoney offers step's content: the fees the member paid and the subscriptions they keep
 * paying, from the last 90 days of their linked banks, then Continue.
 */
export function FoundMoneyFindings({
  headingOrder = 2,
  onContinue,
  busy,
}: {
  headingOrder?: TitleOrder;
  onContinue: () => void;
  busy: boolean;
}) {
  const findings = useFoundMoneyFindings();

  let content: ReactNode;
  if (findings.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Looking through your transactions…</Text>
      </Group>
    );
  } else if (findings.isError) {
    content = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title="We could not look through your transactions"
        // Mantine's light red title (shade 6) is below 4.5:1 on its tint; shade 9 is above it.
        styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{findingsFailureText(findings.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void findings.refetch()} loading={findings.isFetching}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = <FindingsSections findings={findings.data} headingOrder={headingOrder} />;
  }

  return (
    <Stack gap="xl">
      {content}
      {/* The findings inform; they never hold the member back from the next step. */}
      <Button onClick={onContinue} loading={busy} style={{ alignSelf: 'flex-start' }}>
        Continue
      </Button>
    </Stack>
  );
}

function FindingsSections({ findings, headingOrder }: { findings: Findings; headingOrder: TitleOrder }) {
  return (
    <Stack gap="xl">
      <Text size="sm" c="dimmed">
        {periodText(findings)}
      </Text>
      <FeesSection fees={findings.fees} headingOrder={headingOrder} />
      <SubscriptionsSection
        subscriptions={findings.subscriptions}
        monthlyCents={findings.subscriptionsMonthlyCents}
        headingOrder={headingOrder}
      />
    </Stack>
  );
}

function Section({ title, headingOrder, children }: { title: string; headingOrder: TitleOrder; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={headingOrder} fz="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function FindingsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

function FeesSection({ fees, headingOrder }: { fees: Findings['fees']; headingOrder: TitleOrder }) {
  return (
    <Section title="Fees you paid" headingOrder={headingOrder}>
      {fees.groups.length === 0 ? (
        <Text>{noFeesText}</Text>
      ) : (
        <>
          <Text>
            You paid{' '}
            <Text span fw={700}>
              {formatCents(fees.totalCents)}
            </Text>{' '}
            in fees in the last 90 days: about {formatCents(fees.yearlyCents, { decimals: 0 })} a year at that pace.
          </Text>
          <FindingsList label="Fees by kind">
            {fees.groups.map((group) => (
              <FeeItem key={group.description} group={group} />
            ))}
          </FindingsList>
        </>
      )}
    </Section>
  );
}

/** One finding: what it is and a detail on the left, its amounts beside them, anything more below. */
function FindingCard({
  title,
  detail,
  amounts,
  children,
}: {
  title: string;
  detail: string;
  amounts: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </Stack>
        {amounts}
      </Group>
      {children}
    </Card>
  );
}

function FeeItem({ group }: { group: FeeGroup }) {
  return (
    <FindingCard
      title={group.description}
      detail={timesCharged(group.count)}
      amounts={
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatCents(group.totalCents)}
        </Text>
      }
    >
      <Text size="sm" mt="xs">
        {group.tip}
      </Text>
    </FindingCard>
  );
}

function SubscriptionsSection({
  subscriptions,
  monthlyCents,
  headingOrder,
}: {
  subscriptions: FoundSubscription[];
  monthlyCents: number;
  headingOrder: TitleOrder;
}) {
  return (
    <Section title="Bills and subscriptions" headingOrder={headingOrder}>
      {subscriptions.length === 0 ? (
        <Text>{noSubscriptionsText}</Text>
      ) : (
        <>
          <Text>
            Charges that repeat every month. Together they come to{' '}
            <Text span fw={700}>
              {formatCents(monthlyCents)} a month
            </Text>
            .
          </Text>
          <FindingsList label="Subscriptions and monthly charges">
            {subscriptions.map((subscription) => (
              <SubscriptionItem key={subscription.merchantName} subscription={subscription} />
            ))}
          </FindingsList>
        </>
      )}
    </Section>
  );
}

function SubscriptionItem({ subscription }: { subscription: FoundSubscription }) {
  return (
    <FindingCard
      title={subscription.merchantName}
      detail={`Last charged ${formatMonthDayYear(subscription.lastChargedOn)}`}
      amounts={
        <Stack gap={0}>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatCents(subscription.monthlyCents)} a month
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatCents(subscription.yearlyCents)} a year
          </Text>
        </Stack>
      }
    />
  );
}
