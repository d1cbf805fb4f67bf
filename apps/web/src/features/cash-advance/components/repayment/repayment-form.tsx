import {
  minimumSplitPartCents,
  type RepaymentMethod,
  repayCashAdvance,
  repaymentAmountSchema,
} from '@fernleaf/contract/cash-advance-repayment';
import { formatCents, formatCentsForInput } from '@fernleaf/contract/money';
import { Button, Card, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { useContractForm } from '../../../../lib/form/use-contract-form';
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

/** The source to pay from: the one chosen while it is offered, else the default one that can pay. */
function sourceIdShown(sources: readonly RepaymentMethod[], chosenId: string): string {
  if (sources.some((source) => source.id === chosenId)) return chosenId;
  const preferred =
    sources.find((source) => source.isDefault && source.usable) ?? sources.find((source) => source.usable);
  return preferred?.id ?? '';
}

/**
 * The repay call's body, read from the form: everything owed or the part typed, checked against what
 * is owed and what the chosen source has. The amount's refusal comes first, so its input is focused.
 */
function repaymentChoiceSchema(owed: number, sources: readonly RepaymentMethod[]) {
  return z
    .object({ whole: z.enum(['ALL', 'PART']), amount: z.string(), fundOptionId: z.string() })
    .transform(({ whole, amount: typed, fundOptionId }, ctx) => {
      const source = sources.find((candidate) => candidate.id === fundOptionId);
      let amount = owed;
      if (whole === 'PART') {
        const reading = readRepaymentAmount(typed, { owed, available: source?.available ?? null });
        // The contract's minimum for a part, the same rule the server refuses with.
        const minimum = reading.ok ? repaymentAmountSchema(owed).safeParse(reading.cents) : undefined;
        if (!reading.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: reading.message });
        else if (minimum && !minimum.success) {
          ctx.addIssue({ code: 'custom', path: ['amount'], message: minimum.error.issues[0]?.message ?? '' });
        } else amount = reading.cents;
      }
      if (!source) {
        ctx.addIssue({ code: 'custom', path: ['fundOptionId'], message: 'Choose where the money comes from' });
      } else if (whole === 'ALL' && !sourceCovers(source, owed)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fundOptionId'],
          message: `That account has ${formatCents(source.available ?? 0)} available. Choose another, or repay part.`,
        });
      }
      return { amount, fundOptionId };
    })
    .pipe(repayCashAdvance.body);
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
  const sources = fundOptions.data?.fundOptions ?? [];
  const form = useContractForm({
    schema: repaymentChoiceSchema(owed, sources),
    initialValues: {
      whole: (initial?.amount !== undefined && initial.amount !== owed ? 'PART' : 'ALL') as 'ALL' | 'PART',
      amount: initial?.amount !== undefined ? formatCentsForInput(initial.amount) : '',
      fundOptionId: initial?.fundOptionId ?? '',
    },
    toInput: (values) => ({ ...values, fundOptionId: sourceIdShown(sources, values.fundOptionId) }),
  });

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

  const { whole, fundOptionId } = form.getValues();

  return (
    <form onSubmit={form.submit((choice) => onContinue(choice))} noValidate aria-label="Repay now">
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
            form.setFieldValue('whole', value as 'ALL' | 'PART');
            form.clearErrors();
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
            label="Amount to repay"
            description={`${owed > minimumSplitPartCents ? `From ${formatCents(minimumSplitPartCents)} up` : 'Up'} to ${formatCents(owed)}. What is left stays scheduled.`}
            leftSection={<span aria-hidden>$</span>}
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps('amount')}
            required
            maw={320}
          />
        )}
        <SourceChoice
          label="Pay from"
          sources={sources}
          value={sourceIdShown(sources, fundOptionId)}
          onChange={(id) => form.setFieldValue('fundOptionId', id)}
          error={form.errors.fundOptionId}
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
