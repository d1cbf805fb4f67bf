import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { debitCardQueryOptions, fetchRevealedDebitCard } from '../api/get-debit-card';
import { type CardStatusLabel, cardStatusLabel } from '../lib/card-display';
import { ActivateCardForm } from './activate-card-form';
import { CardLockSwitch } from './card-lock-switch';
import { CopyValue } from './copy-value';
import { RetryAlert } from './retry-alert';
import { RevealDialogSlot } from './reveal-dialog-slot';
import { type BadgeTone, StatusBadge } from './status-badge';
import { StatusText } from './status-text';
import { VirtualCard } from './virtual-card';

const statusTones: Record<CardStatusLabel, BadgeTone> = {
  Active: 'positive',
  Locked: 'waiting',
  'Not activated': 'neutral',
  Closed: 'negative',
};

/** The virtual debit card: its look, details behind a step-up check, activation while inactive, the lock. */
export function DebitCardPanel() {
  const card = useQuery(debitCardQueryOptions());
  const [detailsOpened, setDetailsOpened] = useState(false);
  const [activated, setActivated] = useState(false);

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
  return (
    <Stack gap="md">
      <VirtualCard card={card.data} />
      <Group gap="sm" wrap="wrap">
        <Text size="sm">Status</Text>
        <StatusBadge tone={statusTones[statusLabel]} data-testid="card-status">
          {statusLabel}
        </StatusBadge>
        {card.data.status !== 'CLOSED' && (
          <Button variant="subtle" size="compact-sm" onClick={() => setDetailsOpened(true)} disabled={detailsOpened}>
            Show card details
          </Button>
        )}
      </Group>
      <CardDetailsDialog opened={detailsOpened} onClose={() => setDetailsOpened(false)} />
      <StatusText message={activated ? 'Your card is active. You can use it now.' : undefined} />
      {card.data.status === 'INACTIVE' && (
        <Stack gap="xs">
          <Text fw={600}>Activate your card</Text>
          <Text size="sm" c="dimmed">
            Enter the expiry date and the 3-digit security code printed on your card.
          </Text>
          <ActivateCardForm onActivated={() => setActivated(true)} />
        </Stack>
      )}
      {card.data.status === 'ACTIVE' && <CardLockSwitch card={card.data} />}
    </Stack>
  );
}

/** The whole card number, expiry and security code, after a step-up check, with copy buttons. */
export function CardDetailsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [copied, setCopied] = useState<string>();
  return (
    <RevealDialogSlot
      opened={opened}
      onClose={() => {
        setCopied(undefined);
        onClose();
      }}
      title="Your card details"
      reveal={fetchRevealedDebitCard}
    >
      {(revealed) => (
        <Stack gap="md">
          <VirtualCard card={revealed} revealed={revealed} />
          <Group component="dl" m={0} gap="xl" wrap="wrap" align="flex-start">
            <CopyValue
              label="Card number"
              value={revealed.number ?? ''}
              onCopied={() => setCopied('Card number copied.')}
            />
            <CopyValue
              label="Security code"
              value={revealed.cvv ?? ''}
              onCopied={() => setCopied('Security code copied.')}
            />
          </Group>
          <StatusText message={copied} />
        </Stack>
      )}
    </RevealDialogSlot>
  );
}
