import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { debitCardQueryOptions } from '../../api/get-debit-card';
import { ActivateCardForm } from '../activate-card-form';
import { RetryAlert } from '../retry-alert';
import { VirtualCard } from '../virtual-card';

const nextStep = '/onboarding/roarmoney/direct-deposit';

/** Onboarding: activate the new debit card with what is printed on it, or skip for now. */
export function ActivateCardStep() {
  const navigate = useNavigate();
  const card = useQuery(debitCardQueryOptions());

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stack gap={4}>
        <Title order={1}>Activate your debit card</Title>
        <Text c="dimmed">Enter the last 4 digits and the expiry date shown on your card.</Text>
      </Stack>
      {card.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading your card…</Text>
        </Group>
      )}
      {card.isError && (
        <RetryAlert title="We could not load your card" onRetry={() => card.refetch()} retrying={card.isFetching} />
      )}
      {card.data && <VirtualCard card={card.data} />}
      {card.data?.status === 'INACTIVE' && <ActivateCardForm onActivated={() => void navigate({ to: nextStep })} />}
      {card.data && card.data.status !== 'INACTIVE' && (
        <Stack gap="sm" align="flex-start">
          <Text>{card.data.status === 'ACTIVE' ? 'Your card is already active.' : 'This card is closed.'}</Text>
          <Button component={Link} to={nextStep}>
            Continue
          </Button>
        </Stack>
      )}
      {card.data?.status !== 'ACTIVE' && (
        <Anchor component={Link} to={nextStep} fw={600}>
          Skip for now
        </Anchor>
      )}
    </Stack>
  );
}
