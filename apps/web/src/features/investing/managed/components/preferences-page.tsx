import type { ManagedPortfolioView } from '@fernleaf/contract/investing-managed-portfolio';
import { riskToleranceNames } from '@fernleaf/contract/investing-risk';
import { formatBasisPoints } from '@fernleaf/contract/percent';
import { Anchor, Button, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../../../ui/notice';
import { RiskScoreSummary } from '../../components/onboarding/risk-score-summary';
import { ManagedPortfolioFrame } from './managed-portfolio-frame';

/**
 * `/investment/managed/preferences`: the profile the account invests by (score, tolerance, model),
 * its themes, changes not traded toward yet, and the way to answer the questions again.
 */
export function PreferencesPage() {
  return (
    <ManagedPortfolioFrame title="Risk profile and themes">
      {(_account, portfolio) => <Preferences portfolio={portfolio} />}
    </ManagedPortfolioFrame>
  );
}

function Preferences({ portfolio }: { portfolio: ManagedPortfolioView }) {
  const model = riskToleranceNames[portfolio.modelPortfolio];
  const targets = portfolio.allocation.funds.filter((fund) => fund.targetBps > 0);
  return (
    <Stack gap="lg">
      {portfolio.pendingChanges.length > 0 && (
        <Notice tone="info" title="Changes waiting for the next trading session">
          <List size="sm" spacing={2}>
            {portfolio.pendingChanges.map((change) => (
              <List.Item key={`${change.kind}-${change.changedAt}`}>{change.description}.</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            The account trades toward its new targets at the next run while the market is open. Each trade says why in
            your transactions.
          </Text>
        </Notice>
      )}

      <RiskScoreSummary score={{ score: portfolio.riskScore, riskTolerance: portfolio.riskTolerance }} />

      <Card component="section" aria-labelledby="model-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="model-heading">
            Your model: <span data-testid="model-portfolio">{model}</span>
          </Title>
          <Text size="sm">
            Your account invests in the {model.toLowerCase()} model your answers picked. It changes only when you answer
            the questions again.
          </Text>
          <Table verticalSpacing="xs" striped>
            <Table.Caption>Your targets: the model's funds and your themes</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Fund</Table.Th>
                <Table.Th scope="col" ta="right">
                  Target
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {targets.map((fund) => (
                <Table.Tr key={fund.symbol}>
                  <Table.Th scope="row" fw={400}>
                    <Text fw={700} span>
                      {fund.symbol}
                    </Text>{' '}
                    <Text span size="sm">
                      {fund.theme ? `${fund.theme} theme` : fund.name}
                    </Text>
                  </Table.Th>
                  <Table.Td ta="right">{formatBasisPoints(fund.targetBps)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Button
            component={Link}
            to="/investment/managed/preferences-questions"
            variant="default"
            style={{ alignSelf: 'flex-start' }}
          >
            Answer the questions again
          </Button>
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="themes-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="themes-heading">
            Your themes
          </Title>
          {portfolio.themes.length === 0 ? (
            <Text size="sm">No themes yet. Your account holds its model's broad funds only.</Text>
          ) : (
            <List spacing="xs">
              {portfolio.themes.map((theme) => (
                <List.Item key={theme.symbol}>
                  <Anchor
                    renderRoot={(props) => (
                      <Link {...props} to="/investment/managed/theme-details" search={{ symbol: theme.symbol }} />
                    )}
                  >
                    {theme.theme} ({theme.symbol})
                  </Anchor>
                  : {formatBasisPoints(theme.targetBps)} of your account
                </List.Item>
              ))}
            </List>
          )}
          <Text size="sm" c="dimmed">
            Each theme takes {formatBasisPoints(portfolio.themeShareBps)} of your account from its stock funds; an
            account holds {portfolio.maxThemes} themes at most.
          </Text>
          {portfolio.themes.length < portfolio.maxThemes && (
            <Anchor component={Link} to="/investment/managed/add-theme">
              Add a theme
            </Anchor>
          )}
          <Anchor component={Link} to="/investment/managed/allocation">
            Allocation and rebalancing
          </Anchor>
        </Stack>
      </Card>
    </Stack>
  );
}
