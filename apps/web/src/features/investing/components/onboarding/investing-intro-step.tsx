import { Button, Card, List, Stack, Text } from '@mantine/core';
import { Notice } from '../../../../ui/notice';

/**
 * What managed investing is, what it costs and what it risks, before anything is asked: a broker
 * states the fees and that investments may lose value up front, not after the account is open.
 */
export function InvestingIntroStep({ onContinue, busy }: { onContinue: () => void; busy: boolean }) {
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="lg">
        A managed account invests your money for you in a diversified mix of low-cost index funds, chosen from your
        answers to four questions.
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <List spacing="md" listStyleType="none" p={0}>
          <List.Item>
            <Text fw={700}>How it works</Text>
            <Text size="sm">
              Your answers give a risk score from 1 to 10. The score picks one of five model portfolios, from
              conservative to aggressive, and we keep your account close to its targets as prices move.
            </Text>
          </List.Item>
          <List.Item>
            <Text fw={700}>What it costs</Text>
            <Text size="sm">
              No advisory fee, account fee or commission. Each fund charges its own expense ratio inside the fund.
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
