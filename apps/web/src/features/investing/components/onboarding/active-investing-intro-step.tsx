import { Button, Card, List, Stack, Text } from '@mantine/core';
import { Notice } from '../../../../ui/notice';

/**
 * What self-directed investing is, what it costs and what it risks, before anything is asked: the
 * member chooses every trade, nobody advises, and investments may lose value.
 */
export function ActiveInvestingIntroStep({ onContinue, busy }: { onContinue: () => void; busy: boolean }) {
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="lg">
        A self-directed account lets you buy and sell stocks and funds yourself, in whole shares or by a dollar amount.
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <List spacing="md" listStyleType="none" p={0}>
          <List.Item>
            <Text fw={700}>You decide</Text>
            <Text size="sm">
              Nobody picks investments for you or keeps them balanced, and nothing here is advice. Before each order you
              see the price it may fill at and its estimated cost.
            </Text>
          </List.Item>
          <List.Item>
            <Text fw={700}>What it costs</Text>
            <Text size="sm">
              No account fee or commission. Each fund charges its own expense ratio inside the fund.
            </Text>
          </List.Item>
          <List.Item>
            <Text fw={700}>Prices are simulated</Text>
            <Text size="sm">Investing here runs in a sandbox market: no real securities are bought or sold.</Text>
          </List.Item>
        </List>
      </Card>
      <Notice tone="info" title="Not FDIC insured · May lose value · No bank guarantee">
        Investments are not deposits. Their value goes up and down, and you may get back less than you put in.
      </Notice>
      <Button onClick={onContinue} loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
        Continue
      </Button>
    </Stack>
  );
}
