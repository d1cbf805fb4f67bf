import { type RiskTolerance, riskToleranceNames } from '@fernleaf/contract/investing-risk';
import { targetWeights } from '@fernleaf/contract/investing-targets';
import { formatCents } from '@fernleaf/contract/money';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { positionsQueryOptions } from '../../api/get-investment-positions';
import { accountValueCents, holdingRows } from '../../lib/managed-holdings';
import { ManagedHoldingsTable } from '../managed-holdings-table';
import type { QuestionsPath } from './account-disclosures-form';
import { CompleteRiskScore } from './complete-risk-score';
import { InvestmentAccountStep } from './investment-account-step';

/**
 * Managed investing's portfolio step (decision 072): after the model's targets, the account
 * as it stands, each fund held or not yet, the same table its page shows. Nothing is projected.
 */
export function ManagedAccountPortfolioStep({
  onContinue,
  busy,
  questionsPath,
}: {
  onContinue: () => void;
  busy: boolean;
  questionsPath?: QuestionsPath | undefined;
}) {
  return (
    <CompleteRiskScore
      loading="Loading your portfolio…"
      failure="We could not load your portfolio"
      incomplete="Your portfolio follows your answers, so every question needs one."
      questionsPath={questionsPath}
    >
      {(score) => (
        <InvestmentAccountStep kind="MANAGED">
          {(account) => (
            <AccountHoldings
              accountId={account.accountId}
              // The account's own model (decision 076); the score picked it at opening.
              level={account.modelPortfolio ?? score.riskTolerance}
              onContinue={onContinue}
              busy={busy}
            />
          )}
        </InvestmentAccountStep>
      )}
    </CompleteRiskScore>
  );
}

function AccountHoldings({
  accountId,
  level,
  onContinue,
  busy,
}: {
  accountId: string;
  level: RiskTolerance;
  onContinue: () => void;
  busy: boolean;
}) {
  const positions = useQuery(positionsQueryOptions(accountId));
  if (positions.isPending) return <Loading text="Loading your holdings…" />;
  if (positions.isError) {
    return (
      <RetryAlert
        title="We could not load your holdings"
        onRetry={() => positions.refetch()}
        retrying={positions.isFetching}
      />
    );
  }
  const rows = holdingRows(positions.data.positions, targetWeights(level, []));
  const value = accountValueCents(positions.data.cash, positions.data.positions);
  return (
    <Stack gap="lg">
      <Text>
        Your account is worth {formatCents(value)} at simulated prices.{' '}
        {positions.data.positions.length === 0
          ? 'Nothing is invested yet: money you add is invested toward these targets while the market is open.'
          : 'Each fund shows what the account holds against its target.'}
      </Text>
      <ManagedHoldingsTable
        rows={rows}
        caption={`${riskToleranceNames[level]} model portfolio: targets and what the account holds`}
      />
      <Button onClick={onContinue} loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
        Continue
      </Button>
    </Stack>
  );
}
