import { Button, List, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SectionCard } from './section-card';

/** A member without a cash-advance account: what it is, and the way in. */
export function StartCard({ pending = false }: { pending?: boolean }) {
  return (
    <SectionCard title={pending ? 'Finish setting up Cash Advance' : 'Get cash before payday'}>
      <Stack gap="sm" align="flex-start">
        <Text>
          {pending
            ? 'You started setting up Cash Advance. Pick up where you left off: it takes a few minutes.'
            : 'Take up to your limit before payday, and repay it on your next payday. We look at your linked bank to work out your limit.'}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>No interest and no mandatory fees</List.Item>
          <List.Item>Standard delivery to your bank is free</List.Item>
          <List.Item>Instant delivery and a tip are optional, with the cost shown before you sign</List.Item>
        </List>
        <Button component={Link} to="/onboarding/instacash/redirection" size="md">
          {pending ? 'Continue setting up' : 'Get started'}
        </Button>
      </Stack>
    </SectionCard>
  );
}
