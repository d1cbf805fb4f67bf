import { maskedNumber } from '@fernleaf/contract/account-mask';
import type { EligibilityOutcome, Qualification } from '@fernleaf/contract/cash-advance-onboarding';
import { formatCents } from '@fernleaf/contract/money';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { useOnboardingQualification } from '../../api/get-onboarding-qualification';
import { fieldErrorsShown } from '../../lib/request-errors';
import { EligibilityBreakdownView } from '../eligibility-breakdown';
import { useUnderwrite } from './use-underwrite';

/**
 * The member's latest underwriting, as the qualified and trial-qualified steps show it. Before the
 * first underwriting this page runs it (the flow lands here first); when the answer belongs to
 * another step (denied, or the other tier), the flow takes the member there.
 */
export function useQualificationFor(expected: EligibilityOutcome, goToNext: () => Promise<void>) {
  const qualification = useOnboardingQualification();
  const underwrite = useUnderwrite();
  const started = useRef(false);
  const data = qualification.data;

  useEffect(() => {
    if (qualification.isSuccess && qualification.data === null && !started.current) {
      started.current = true;
      underwrite.mutate({});
    }
  }, [qualification.isSuccess, qualification.data, underwrite]);

  const mismatch = data !== undefined && data !== null && data.status !== expected;
  useEffect(() => {
    if (mismatch) void goToNext();
  }, [mismatch, goToNext]);

  return { qualification, underwrite, mismatch };
}

export function QualificationStep({
  expected,
  goToNext,
  onContinue,
  busy,
}: {
  expected: Exclude<EligibilityOutcome, 'DENIED'>;
  goToNext: () => Promise<void>;
  onContinue: () => void;
  busy: boolean;
}) {
  const { qualification, underwrite, mismatch } = useQualificationFor(expected, goToNext);

  if (underwrite.isError) {
    return (
      <Notice tone="error" title="We could not look at your bank's history">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{fieldErrorsShown(underwrite.error, []).form}</Text>
          <Button size="xs" variant="default" onClick={() => underwrite.mutate({})}>
            Try again
          </Button>
        </Stack>
      </Notice>
    );
  }
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
    return <Loading text={underwrite.isPending ? "Looking at your bank's history…" : 'Loading your result…'} />;
  }
  return <QualifiedResult qualification={qualification.data} onContinue={onContinue} busy={busy} />;
}

export function QualifiedResult({
  qualification,
  onContinue,
  busy,
}: {
  qualification: Qualification;
  onContinue: () => void;
  busy: boolean;
}) {
  const trial = qualification.status === 'TRIAL_QUALIFIED';
  return (
    <Stack gap="xl">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="qualified-limit-heading">
        <Stack gap="xs">
          <Title order={2} fz="h3" id="qualified-limit-heading">
            {trial ? 'Your starter limit' : 'Your limit'}
          </Title>
          <Text fz={40} fw={700} lh={1.1} data-testid="qualified-limit">
            {formatCents(qualification.eligibleAmount.total)}
          </Text>
          <Text>
            Based on {qualification.bankAccountInfo.bankName} {maskedNumber(qualification.bankAccountInfo.mask)}.{' '}
            {trial
              ? 'Your account history is still short, so you start smaller; your limit can grow as your pay keeps arriving.'
              : 'Take any amount up to it once you are set up.'}
          </Text>
        </Stack>
      </Card>
      <EligibilityBreakdownView breakdown={qualification.eligibilityBreakdown} />
      <Button onClick={onContinue} loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
        Continue
      </Button>
    </Stack>
  );
}
