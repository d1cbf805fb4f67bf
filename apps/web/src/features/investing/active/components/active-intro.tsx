import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** For a member without a self-directed account: what it is, plainly, and where it starts (the page carries the disclosures). */
export function ActiveIntro() {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          You don't have a self-directed account yet
        </Title>
        <Text>
          In a self-directed account you choose what to buy and sell yourself: stocks and funds, in whole shares or by a
          dollar amount. Nobody picks investments for you or keeps them balanced.
        </Text>
        <List spacing={4}>
          <List.Item>Money comes in from and goes back to your checking account.</List.Item>
          <List.Item>Market orders only: you see the estimated price and cost before you confirm.</List.Item>
          <List.Item>No account fee or commission; funds charge their own expense ratio.</List.Item>
        </List>
        <Button component={Link} to="/onboarding/active-investing/intro">
          Start self-directed investing
        </Button>
      </Stack>
    </Card>
  );
}
