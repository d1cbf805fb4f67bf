import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { checkingQueryKeys } from '../api/checking-query-keys';
import { debitCardQueryOptions, revealedDebitCardQueryOptions } from '../api/get-debit-card';
import { type CardStatusLabel, cardStatusLabel } from '../lib/card-display';
import { ActivateCardForm } from './activate-card-form';
import { CardLockSwitch } from './card-lock-switch';
import { RetryAlert } from './retry-alert';
import { type BadgeTone, StatusBadge } from './status-badge';
import { StatusText } from './status-text';
import { VirtualCard } from './virtual-card';

const statusTones: Record<CardStatusLabel, BadgeTone> = {
  Active: 'positive',
  Locked: 'waiting',
  'Not activated': 'neutral',
  Closed: 'negative',
};

/** The virtual debit card: its look, details on request, activation while inactive, and the lock. */
export function DebitCardPanel() {
  const queryClient = useQueryClient();
  const card = useQuery(debitCardQueryOptions());
  const [detailsShown, setDetailsShown] = useState(false);
  const [activated, setActivated] = useState(false);
  const revealed = useQuery({ ...revealedDebitCardQueryOptions(), enabled: detailsShown });

  if (card.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading your card…</Text>
      </Group>
    );
  }
  if (card.isError) {
    return <RetryAlert title="We could not load your card" onRetry={() => card.refetch()} retrying={card.isFetching} />;
  }

  const statusLabel = cardStatusLabel(card.data);
  const revealFailed = detailsShown && revealed.isError;

  function toggleDetails() {
    if (detailsShown && !revealFailed) {
      setDetailsShown(false);
      queryClient.removeQueries({ queryKey: checkingQueryKeys.revealedCard() });
    } else if (revealFailed) {
      void revealed.refetch();
    } else {
      setDetailsShown(true);
    }
  }

  return (
    <Stack gap="md">
      <VirtualCard card={card.data} revealed={detailsShown ? revealed.data : undefined} />
      <Group gap="sm" wrap="wrap">
        <Text size="sm">Status</Text>
        <StatusBadge tone={statusTones[statusLabel]} data-testid="card-status">
          {statusLabel}
        </StatusBadge>
        {card.data.status !== 'CLOSED' && (
          <Button variant="subtle" size="compact-sm" onClick={toggleDetails} loading={revealed.isFetching}>
            {detailsShown && !revealFailed ? 'Hide card details' : 'Show card details'}
          </Button>
        )}
      </Group>
      <StatusText
        message={
          revealFailed
            ? 'We could not show your card details. Please try again.'
            : activated
              ? 'Your card is active. You can use it now.'
              : undefined
        }
        c={revealFailed ? 'red.9' : undefined}
      />
      {card.data.status === 'INACTIVE' && (
        <Stack gap="xs">
          <Text fw={600}>Activate your card</Text>
          <Text size="sm" c="dimmed">
            Enter the last 4 digits and the expiry date shown on your card.
          </Text>
          <ActivateCardForm onActivated={() => setActivated(true)} />
        </Stack>
      )}
      {card.data.status === 'ACTIVE' && <CardLockSwitch card={card.data} />}
    </Stack>
  );
}
