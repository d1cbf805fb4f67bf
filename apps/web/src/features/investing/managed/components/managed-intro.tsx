import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** For a member without a managed account: what it is, plainly, and where it starts (the page carries the disclosures). */
export function ManagedIntro() {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          You don't have a managed account yet
        </Title>
        <Text>
          A managed account invests your money for you in a diversified mix of low-cost index funds chosen by four
          questions about your goals and how you feel about risk.
        </Text>
        <List spacing={4}>
          <List.Item>Money comes in from and goes back to your checking account.</List.Item>
          <List.Item>Your risk score picks one of five model portfolios, from conservative to aggressive.</List.Item>
          <List.Item>No advisory fee, account fee or commission; each fund charges its own expense ratio.</List.Item>
        </List>
        <Button component={Link} to="/onboarding/investment/intro">
          Start managed investing
        </Button>
      </Stack>
    </Card>
  );
}
