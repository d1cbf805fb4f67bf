import type { CashAdvanceInfo } from '@fernleaf/contract/cash-advance';
import { trialQualificationTier } from '@fernleaf/contract/cash-advance-onboarding';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Button, Progress, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SectionCard } from './section-card';

/** What may be taken now out of the limit, why the limit is what it is, and "Get cash". */
export function AvailableCard({ info }: { info: CashAdvanceInfo }) {
  const { available, total } = info.eligibleAmount;
  const trial = info.tier === trialQualificationTier;
  return (
    <SectionCard title="Available now">
      <Text fz={40} fw={700} lh={1.1} data-testid="available-now">
        {formatCents(available)}
      </Text>
      <Progress
        value={total > 0 ? (available / total) * 100 : 0}
        aria-label={`${formatCents(available)} of your ${formatCents(total)} limit is available`}
        size="md"
      />
      <Text>
        Your limit is <strong>{formatCents(total)}</strong>
        {trial ? ', a starter limit while we get to know your account.' : '.'}{' '}
        <Anchor
          component={Link}
          to={trial ? '/instacash/trial-ic-eligibility-explanation' : '/instacash/eligibility-explanation'}
        >
          How we worked out your limit
        </Anchor>
      </Text>
      <Stack gap="xs" align="flex-start">
        {info.eligible ? (
          <Button component={Link} to="/instacash/request" size="md">
            Get cash
          </Button>
        ) : (
          <Button size="md" disabled>
            Get cash
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
