import { maskedNumber } from '@fernleaf/contract/account-mask';
import { cardBrandNames } from '@fernleaf/contract/payment-card';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { Loading, RetryAlert, StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { usePaymentCards } from '../../api/list-payment-cards';
import { useRemovePaymentCard } from '../../api/remove-payment-card';

/** The debit cards added, last four only, each removable; and a way to add one. */
export function PaymentCardsList({ returnTo }: { returnTo: string }) {
  const cards = usePaymentCards();
  const remove = useRemovePaymentCard();
  const [message, setMessage] = useState<string>();
  const [failure, setFailure] = useState<string>();

  if (cards.isPending) return <Loading text="Loading your cards…" />;
  if (cards.isError) {
    return (
      <RetryAlert
        title="We could not load your cards"
        onRetry={() => void cards.refetch()}
        retrying={cards.isFetching}
      />
    );
  }
  return (
    <Stack gap="sm">
      {cards.data.cards.length === 0 ? (
        <Text c="dimmed">No cards yet.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {cards.data.cards.map((card) => {
            const name = `${cardBrandNames[card.brand]} ${maskedNumber(card.last4)}`;
            return (
              <Group component="li" key={card.id} justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0}>
                  <Text fw={500}>{name}</Text>
                  <Text size="sm" c="dimmed">
                    Expires {card.expiry}
                    {card.canReceiveAdvances ? '' : ' · Repays only'}
                  </Text>
                </Stack>
                <Button
                  variant="subtle"
                  color="red.9"
                  size="compact-sm"
                  aria-label={`Remove ${name}`}
                  loading={remove.isPending && remove.variables === card.id}
                  onClick={() => {
                    setFailure(undefined);
                    remove.mutate(card.id, {
                      onSuccess: () => setMessage(`${name} is removed.`),
                      onError: (error) =>
                        setFailure(
                          error instanceof ApiError
                            ? error.description
                            : 'We could not remove that card. Please try again.',
                        ),
                    });
                  }}
                >
                  Remove
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      {failure && <Notice tone="error">{failure}</Notice>}
      <Anchor renderRoot={(props) => <Link {...props} to="/instacash/add-card" search={{ returnTo }} />} fw={600}>
        Add a debit card
      </Anchor>
      <StatusText message={message} />
    </Stack>
  );
}
