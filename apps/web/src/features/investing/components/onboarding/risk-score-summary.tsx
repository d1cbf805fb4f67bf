import { modelPortfolios, stockShare } from '@fernleaf/contract/investing-portfolios';
import { riskToleranceNames } from '@fernleaf/contract/investing-risk';
import { formatBasisPoints } from '@fernleaf/contract/percent';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { RiskScore } from '../../api/get-risk-score';

/** The score and its level in words, with what the level means for the mix: facts, not a forecast. */
export function RiskScoreSummary({ score }: { score: RiskScore }) {
  const stocksShare = formatBasisPoints(stockShare(modelPortfolios[score.riskTolerance]));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="risk-score-heading">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="risk-score-heading">
          Your risk profile
        </Title>
        <Group gap="xl" wrap="wrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Risk score
            </Text>
            <Text fz="xl" fw={700} data-testid="risk-score">
              {score.score} of 10
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Risk tolerance
            </Text>
            <Text fz="xl" fw={700} data-testid="risk-tolerance">
              {riskToleranceNames[score.riskTolerance]}
            </Text>
          </Stack>
        </Group>
        <Text size="sm">
          At this level about {stocksShare} of your account is in stock and real estate funds and the rest in bond
          funds. The higher the share of stocks, the larger the swings in value.
        </Text>
      </Stack>
    </Card>
  );
}
