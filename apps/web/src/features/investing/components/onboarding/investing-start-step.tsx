import { Button, List, Stack, Text } from '@mantine/core';

/** What the next pages ask and why, so the questions read as the suitability check they are. */
export function InvestingStartStep({ onContinue, busy }: { onContinue: () => void; busy: boolean }) {
  return (
    <Stack gap="lg">
      <Text>
        Before we can advise you, we need to know when you will need the money and how much risk you can take. Answer
        for the money you plan to invest here.
      </Text>
      <List type="ordered" spacing="sm">
        <List.Item>
          Four questions, one a page: your time horizon, your goal, a fall in the market, your income.
        </List.Item>
        <List.Item>Your risk score and the documents to read before your account opens.</List.Item>
        <List.Item>The model portfolio your score picks.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        You can change your answers later; a new score can change your portfolio.
      </Text>
      <Button onClick={onContinue} loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
        Start the questions
      </Button>
    </Stack>
  );
}
