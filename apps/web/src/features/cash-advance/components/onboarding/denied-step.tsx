import { maskedNumber } from '@fernleaf/contract/account-mask';
import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useQualificationFor } from './qualification-step';

/**
 * The history did not qualify: each reason with what we found and what would change it, and linking
 * another bank (the bank-linking step again), which underwrites anew.
 */
export function DeniedStep({ goToNext }: { goToNext: () => Promise<void> }) {
  const { qualification, underwrite, mismatch } = useQualificationFor('DENIED', goToNext);

  if (qualification.isError) {
    return (
      <RetryAlert
        title="We could not load your result"
        onRetry={() => void qualification.refetch()}
        retrying={qualification.isFetching}
      />
    );
  }
  if (qualification.isPending || underwrite.isPending || !qualification.data || mismatch) {
    return <Loading text="Loading your result…" />;
  }
  const { denialReasons, bankAccountInfo, evaluatedOn } = qualification.data;
  return (
    <Stack gap="lg">
      <Text>
        We looked at {bankAccountInfo.bankName} {maskedNumber(bankAccountInfo.mask)} on{' '}
        {formatMonthDayYear(evaluatedOn)}. Here is why it does not qualify yet, and what would change that.
      </Text>
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Why it does not qualify">
        {denialReasons.map((reason) => (
          <Card component="li" key={reason.code} withBorder radius="lg" padding="lg">
            <Stack gap={6}>
              <Title order={2} fz="h4">
                {reason.title}
              </Title>
              <Text size="sm">{reason.remedy}</Text>
            </Stack>
          </Card>
        ))}
      </Stack>
      <Text size="sm" c="dimmed">
        If your pay goes into another bank, link it: we look at its history right away.
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/onboarding/instacash/bv-linking">
          Link another bank
        </Button>
        <Anchor component={Link} to="/home">
          Back to home
        </Anchor>
      </Group>
    </Stack>
  );
}
