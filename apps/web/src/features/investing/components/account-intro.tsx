import type { InvestmentKind } from '@fernleaf/contract/investing';
import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const intros = {
  MANAGED: {
    title: "You don't have a managed account yet",
    text: 'A managed account invests your money for you in a diversified mix of low-cost index funds chosen by four questions about your goals and how you feel about risk.',
    points: [
      'Money comes in from and goes back to your checking account.',
      'Your risk score picks one of five model portfolios, from conservative to aggressive.',
      'No advisory fee, account fee or commission; each fund charges its own expense ratio.',
    ],
    start: { to: '/onboarding/investment/intro', label: 'Start managed investing' },
  },
  SELF_DIRECTED: {
    title: "You don't have a self-directed account yet",
    text: 'In a self-directed account you choose what to buy and sell yourself: stocks and funds, in whole shares or by a dollar amount. Nobody picks investments for you or keeps them balanced.',
    points: [
      'Money comes in from and goes back to your checking account.',
      'Market orders only: you see the estimated price and cost before you confirm.',
      'No account fee or commission; funds charge their own expense ratio.',
    ],
    start: { to: '/onboarding/active-investing/intro', label: 'Start self-directed investing' },
  },
} as const satisfies Record<InvestmentKind, unknown>;

/** For a member without an account of this kind: what it is, plainly, and where it starts (the page carries the disclosures). */
export function AccountIntro({ kind }: { kind: InvestmentKind }) {
  const intro = intros[kind];
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          {intro.title}
        </Title>
        <Text>{intro.text}</Text>
        <List spacing={4}>
          {intro.points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Button component={Link} to={intro.start.to}>
          {intro.start.label}
        </Button>
      </Stack>
    </Card>
  );
}
