import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { debitCardQueryOptions } from '../../api/get-debit-card';
import { ActivateCardForm } from '../activate-card-form';
import { CardDetailsDialog } from '../debit-card-panel';
import { RetryAlert } from '../retry-alert';
import { VirtualCard } from '../virtual-card';

const nextStep = '/onboarding/roarmoney/direct-deposit';

/**
 * Onboarding: activate the new debit card with what only its holder can read from it (nothing of it
 * is shown first but the last four), or skip for now.
 */
export function ActivateCardStep() {
  const navigate = useNavigate();
  const card = useQuery(debitCardQueryOptions());
  const [detailsOpened, setDetailsOpened] = useState(false);

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stack gap={4}>
        <Title order={1}>Activate your debit card</Title>
        <Text c="dimmed">Enter the expiry date and the 3-digit security code printed on your card.</Text>
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
      {card.data?.status === 'INACTIVE' && (
        <>
          <ActivateCardForm onActivated={() => void navigate({ to: nextStep })} />
          <Text size="sm">
            Card not in hand yet? You can read its details here after confirming it is you.{' '}
            <Anchor component="button" type="button" fw={600} onClick={() => setDetailsOpened(true)}>
              Show card details
            </Anchor>
          </Text>
          <CardDetailsDialog opened={detailsOpened} onClose={() => setDetailsOpened(false)} />
        </>
      )}
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
