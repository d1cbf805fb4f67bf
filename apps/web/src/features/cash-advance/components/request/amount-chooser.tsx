import { formatCents, formatCentsForInput, formatCentsRange } from '@fernleaf/contract/money';
import { Button, Card, Chip, Group, Stack, Text, TextInput, Title, type TitleOrder } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useDisbursementAmounts } from '../../api/get-disbursement-amounts';
import { readAdvanceAmount } from '../../lib/advance-amount';
import { useCashAdvanceStore } from '../../store';

/**
 * How much to take: quick choices up to what is available and an amount typed in dollars, checked
 * with the contract's rule (the smallest advance, the step, what is available). The chosen amount
 * goes to the store, which keeps it for the next page.
 */
export function AmountChooser({
  onChosen,
  headingOrder = 2,
  secondaryAction,
}: {
  onChosen: (amountCents: number) => void;
  headingOrder?: TitleOrder;
  /** Shown beside Continue, e.g. the onboarding's "Not now". */
  secondaryAction?: ReactNode;
}) {
  const amounts = useDisbursementAmounts();
  const stored = useCashAdvanceStore((state) => state.disbursementDetail.amount);
  const setDisbursementAmount = useCashAdvanceStore((state) => state.setDisbursementAmount);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const chipsLabelId = useId();
  // One name makes the chips one radio group: a single tab stop, arrow keys move between amounts.
  const chipsName = useId();

  if (amounts.isPending) return <Loading text="Loading how much you can take…" />;
  if (amounts.isError) {
    return (
      <RetryAlert
        title="We could not load how much you can take"
        onRetry={() => void amounts.refetch()}
        retrying={amounts.isFetching}
      />
    );
  }

  const { available, minimum, maximum, step, suggested } = amounts.data;
  const upTo = Math.min(available, maximum);
  if (upTo < minimum) {
    return (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={headingOrder} fz="h3">
            Nothing to take right now
          </Title>
          <Text>
            You have {formatCents(available)} available, and the smallest advance is {formatCents(minimum)}. Repaying
            what you owe makes it available again.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/instacash" variant="default">
              Back to Cash Advance
            </Button>
            {secondaryAction}
          </Group>
        </Stack>
      </Card>
    );
  }

  // What the member typed, else the amount chosen before if it still fits.
  const value = typed ?? (stored !== null && stored <= upTo ? formatCentsForInput(stored) : '');
  const chosenCents = readAdvanceAmount(value, upTo);

  function submit(event: FormEvent) {
    event.preventDefault();
    const reading = readAdvanceAmount(value, upTo);
    if (!reading.ok) {
      setError(reading.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setDisbursementAmount(reading.cents);
    onChosen(reading.cents);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Choose the amount">
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Text size="sm" c="dimmed">
            Available now
          </Text>
          <Text fz={32} fw={700} data-testid="available-amount">
            {formatCents(available)}
          </Text>
        </Card>
        {suggested.length > 0 && (
          <Stack gap={6}>
            <Text fw={500} id={chipsLabelId}>
              Quick choices
            </Text>
            <Chip.Group
              multiple={false}
              value={chosenCents.ok ? String(chosenCents.cents) : ''}
              onChange={(next) => {
                setTyped(formatCentsForInput(Number(next)));
                setError(undefined);
              }}
            >
              <Group gap="xs" role="radiogroup" aria-labelledby={chipsLabelId}>
                {suggested
                  .filter((amount) => amount <= upTo)
                  .map((amount) => (
                    <Chip key={amount} value={String(amount)} size="md" name={chipsName}>
                      {formatCents(amount, { decimals: 0 })}
                    </Chip>
                  ))}
              </Group>
            </Chip.Group>
          </Stack>
        )}
        <TextInput
          ref={inputRef}
          label="Amount"
          description={`From ${formatCentsRange(minimum, upTo, { decimals: 0 })}, in steps of ${formatCents(step, { decimals: 0 })}.`}
          leftSection={<span aria-hidden>$</span>}
          placeholder="0"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          required
          maw={320}
        />
        <Group gap="sm">
          <Button type="submit">Continue</Button>
          {secondaryAction}
        </Group>
      </Stack>
    </form>
  );
}
