import { formatCents, formatCentsForInput } from '@fernleaf/contract/money';
import { Button, Card, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useCashAdvanceInfo } from '../../api/get-cash-advance-info';
import { useRepaymentFundOptions } from '../../api/get-repayment-fund-options';
import { readRepaymentAmount, sourceCovers } from '../../lib/repayment-amount';
import { SourceChoice } from './source-choice';

export interface RepaymentChoice {
  /** Integer cents. */
  amount: number;
  fundOptionId: string;
}

/**
 * Repaying now: everything owed or a part of it, from checking, the linked bank or a card. Nothing
 * moves here; the next page shows it all again before "Repay".
 */
export function RepaymentForm({
  onContinue,
  initial,
}: {
  onContinue: (choice: RepaymentChoice) => void;
  initial?: Partial<RepaymentChoice>;
}) {
  const info = useCashAdvanceInfo();
  const fundOptions = useRepaymentFundOptions();
  const owed = info.data?.payableAmount ?? 0;
  const [whole, setWhole] = useState<'ALL' | 'PART'>(
    initial?.amount !== undefined && initial.amount !== owed ? 'PART' : 'ALL',
  );
  const [typed, setTyped] = useState(initial?.amount !== undefined ? formatCentsForInput(initial.amount) : '');
  const [sourceId, setSourceId] = useState(initial?.fundOptionId ?? '');
  const [errors, setErrors] = useState<{ amount?: string; source?: string }>({});
  const amountRef = useRef<HTMLInputElement>(null);

  if (info.isPending || fundOptions.isPending) return <Loading text="Loading what you owe…" />;
  if (info.isError || fundOptions.isError) {
    return (
      <RetryAlert
        title="We could not load what you owe"
        onRetry={() => {
          void info.refetch();
          void fundOptions.refetch();
        }}
        retrying={info.isFetching || fundOptions.isFetching}
      />
    );
  }
  if (owed === 0) {
    return (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>You owe nothing right now.</Text>
          <Button component={Link} to="/instacash" variant="default">
            Back to Cash Advance
          </Button>
        </Stack>
      </Card>
    );
  }

  const sources = fundOptions.data.fundOptions;
  const preferred =
    sources.find((source) => source.isDefault && source.usable) ?? sources.find((source) => source.usable);
  const chosenSourceId = sources.some((source) => source.id === sourceId) ? sourceId : (preferred?.id ?? '');
  const source = sources.find((candidate) => candidate.id === chosenSourceId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: { amount?: string; source?: string } = {};
    if (!source) found.source = 'Choose where the money comes from';
    let amount = owed;
    if (whole === 'PART') {
      const reading = readRepaymentAmount(typed, { owed, available: source?.available ?? null });
      if (reading.ok) amount = reading.cents;
      else found.amount = reading.message;
    } else if (source && !sourceCovers(source, owed)) {
      found.source = `That account has ${formatCents(source.available ?? 0)} available. Choose another, or repay part.`;
    }
    setErrors(found);
    if (found.amount) amountRef.current?.focus();
    if (found.amount || found.source || !source) return;
    onContinue({ amount, fundOptionId: source.id });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Repay now">
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="md">
          <Text size="sm" c="dimmed">
            You owe
          </Text>
          <Text fz="xl" fw={700} data-testid="owed">
            {formatCents(owed)}
          </Text>
        </Card>
        <Radio.Group
          label="How much"
          value={whole}
          onChange={(value) => {
            setWhole(value as 'ALL' | 'PART');
            setErrors({});
          }}
          required
        >
          <Stack gap="sm" mt="xs">
            <Radio value="ALL" label={`Everything: ${formatCents(owed)}`} />
            <Radio value="PART" label="Part of it" />
          </Stack>
        </Radio.Group>
        {whole === 'PART' && (
          <TextInput
            ref={amountRef}
            label="Amount to repay"
            description={`Up to ${formatCents(owed)}. What is left stays scheduled.`}
            leftSection={<span aria-hidden>$</span>}
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
            error={errors.amount}
            required
            maw={320}
          />
        )}
        <SourceChoice
          label="Pay from"
          sources={sources}
          value={chosenSourceId}
          onChange={(id) => {
            setSourceId(id);
            setErrors((current) => ({ ...current, source: undefined }));
          }}
          error={errors.source}
        />
        <Group gap="sm">
          <Button type="submit">Continue</Button>
          <Button component={Link} to="/instacash" variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
