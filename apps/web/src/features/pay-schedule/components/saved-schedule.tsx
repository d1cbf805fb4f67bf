import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { SavedPaySchedule } from '@fernleaf/contract/pay-schedule-calls';
import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { defaultReturnTo } from '../lib/add-flows';
import { describeSchedule } from '../lib/describe-schedule';
import { usePayScheduleStore } from '../store';

/** What was saved and the paydays it sets, with the way back to where the flow started. */
export function SavedSchedule({ saved }: { saved: SavedPaySchedule }) {
  const router = useRouter();
  const returnTo = usePayScheduleStore((state) => state.returnTo);
  const reset = usePayScheduleStore((state) => state.reset);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form this replaces had focus; the heading tells a screen-reader user what happened.
  useEffect(() => heading.current?.focus(), []);

  function continueOn() {
    const target = returnTo ?? defaultReturnTo;
    // The answers are saved now; a later visit starts from the saved schedule instead.
    reset();
    router.history.push(target);
  }

  return (
    <Stack gap="lg" maw={560} mx="auto">
      <Stack gap={4}>
        <Title order={1} ref={heading} tabIndex={-1}>
          Your pay schedule is saved
        </Title>
        <Text c="dimmed">{describeSchedule(saved.schedule)}</Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Your next paydays
          </Title>
          <List spacing="xs" aria-label="Your next paydays">
            {saved.nextPaydays.map((payday) => (
              <List.Item key={payday}>{formatWeekdayMonthDayYear(payday)}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            A payday that falls on a weekend or a bank holiday counts as the bank business day before it.
          </Text>
        </Stack>
      </Card>
      <Button onClick={continueOn} size="md" style={{ alignSelf: 'flex-start' }}>
        Continue
      </Button>
    </Stack>
  );
}
