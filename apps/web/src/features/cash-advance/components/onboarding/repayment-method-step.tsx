import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { useRepaymentMethods } from '../../api/get-repayment-methods';
import { useSetDefaultRepaymentMethod } from '../../api/set-default-repayment-method';
import { fieldErrorsShown } from '../../lib/request-errors';
import { CardForm } from '../card-form';
import { SourceChoice } from '../repayment/source-choice';

/**
 * How advances are repaid: from the linked bank by default, or a debit card the member adds here.
 * Continue saves the choice (when it changed) and records the step.
 */
export function RepaymentMethodStep({ onContinue, busy }: { onContinue: () => void; busy: boolean }) {
  const methods = useRepaymentMethods();
  const setDefault = useSetDefaultRepaymentMethod();
  const [chosen, setChosen] = useState<string>();
  const [addingCard, setAddingCard] = useState(false);
  const [addedLast4, setAddedLast4] = useState<string>();
  const [error, setError] = useState<string>();

  if (methods.isPending) return <Loading text="Loading the ways to repay…" />;
  if (methods.isError) {
    return (
      <RetryAlert
        title="We could not load the ways to repay"
        onRetry={() => void methods.refetch()}
        retrying={methods.isFetching}
      />
    );
  }
  const all = methods.data.methods;
  // A card just added is chosen once it shows among the methods.
  const addedCard = addedLast4
    ? all.find((method) => method.type === 'CARD' && method.lastFourDigit === addedLast4)
    : undefined;
  const preferred =
    all.find((method) => method.id === methods.data.defaultMethodId && method.usable) ??
    all.find((method) => method.type === 'LINKED_BANK' && method.usable) ??
    all.find((method) => method.usable);
  const value = chosen ?? addedCard?.id ?? preferred?.id ?? '';

  async function continueWith() {
    setError(undefined);
    if (!value) {
      setError('Choose a way to repay, or add a debit card.');
      return;
    }
    try {
      if (value !== methods.data?.defaultMethodId) await setDefault.mutateAsync(value);
      onContinue();
    } catch (caught) {
      setError(fieldErrorsShown(caught, []).form);
    }
  }

  return (
    <Stack gap="lg">
      <SourceChoice
        label="Repay from"
        description="On your repayment date we collect what you owe from here, and never more than is available."
        sources={all}
        value={value}
        onChange={(id) => {
          setChosen(id);
          setError(undefined);
        }}
      />
      {addingCard ? (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="add-card-heading">
          <Stack gap="sm">
            <Title order={2} fz="h3" id="add-card-heading">
              Add a debit card
            </Title>
            <CardForm
              onAdded={(card) => {
                setAddedLast4(card.last4);
                setChosen(undefined);
                setAddingCard(false);
              }}
              secondaryAction={
                <Button variant="default" onClick={() => setAddingCard(false)}>
                  Cancel
                </Button>
              }
            />
          </Stack>
        </Card>
      ) : (
        <Button variant="default" onClick={() => setAddingCard(true)} style={{ alignSelf: 'flex-start' }}>
          Add a debit card
        </Button>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      <Group>
        <Button
          size="md"
          onClick={() => void continueWith()}
          loading={busy || setDefault.isPending}
          disabled={addingCard}
        >
          Continue
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        You can change this later from your Cash Advance page.
      </Text>
    </Stack>
  );
}
