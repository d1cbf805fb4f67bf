import { type CoreFund, coreFunds, modelPortfolios } from '@fernleaf/contract/investing-portfolios';
import { type RiskTolerance, riskToleranceNames } from '@fernleaf/contract/investing-risk';
import { formatBasisPoints } from '@fernleaf/contract/percent';
import { Button, Stack, Table, Text } from '@mantine/core';
import type { QuestionsPath } from './account-disclosures-form';
import { CompleteRiskScore } from './complete-risk-score';

/**
 * The model the score picked: each fund and its target weight. Targets only: no projected or
 * hypothetical return, and no celebration for opening an account.
 */
export function ModelPortfolioStep({
  onContinue,
  busy,
  action = 'Go to my accounts',
  questionsPath,
}: {
  onContinue: () => void;
  busy: boolean;
  /** The button's words: where the member goes next in their flow. */
  action?: string;
  questionsPath?: QuestionsPath | undefined;
}) {
  return (
    <CompleteRiskScore
      loading="Loading your portfolio…"
      failure="We could not load your portfolio"
      incomplete="Your portfolio follows your answers, so every question needs one."
      questionsPath={questionsPath}
    >
      {(score) => <ModelPortfolio level={score.riskTolerance} onContinue={onContinue} busy={busy} action={action} />}
    </CompleteRiskScore>
  );
}

function ModelPortfolio({
  level,
  onContinue,
  busy,
  action,
}: {
  level: RiskTolerance;
  onContinue: () => void;
  busy: boolean;
  action: string;
}) {
  const model = modelPortfolios[level];
  const funds = (Object.keys(model) as CoreFund[]).sort((a, b) => model[b] - model[a]);
  return (
    <Stack gap="lg">
      <Text>
        Your account is open. Money you add is invested in the {riskToleranceNames[level].toLowerCase()} model below,
        and kept close to these targets as prices move.
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing="sm" aria-describedby="portfolio-note">
          <Table.Caption>{riskToleranceNames[level]} model portfolio: target weights</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Fund</Table.Th>
              <Table.Th scope="col" ta="right">
                Target
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {funds.map((fund) => (
              <Table.Tr key={fund}>
                <Table.Th scope="row" fw={400}>
                  <Text fw={700} size="sm" span>
                    {fund}
                  </Text>{' '}
                  <Text size="sm" span>
                    {coreFunds[fund]}
                  </Text>
                </Table.Th>
                <Table.Td ta="right">{formatBasisPoints(model[fund])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" id="portfolio-note">
        Targets, not results: the value of each fund goes up and down. Investments are not FDIC insured and may lose
        value. Prices in this sandbox are simulated.
      </Text>
      <Button onClick={onContinue} loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
        {action}
      </Button>
    </Stack>
  );
}
