import { maskedNumber } from '@fernleaf/contract/account-mask';
import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import {
  type RecurringFrequency,
  recurringFrequencies,
  recurringFrequencyNames,
} from '@fernleaf/contract/calendar/recurring-dates';
import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import {
  checkRecurringSource,
  type RecurringDepositView,
  recurringDepositFieldsSchema,
  type recurringRunSchema,
} from '@fernleaf/contract/investing-lifecycle';
import { formatCents } from '@fernleaf/contract/money';
import { Badge, Button, Group, NativeSelect, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { parseTransferAmount, typedTransferAmount } from '../../../../lib/form/transfer-amount';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { Loading, RetryAlert, StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { recurringDepositQueryOptions } from '../../api/get-recurring-deposit';
import { investingQueryKeys } from '../../api/investing-query-keys';
import { saveRecurringDeposit } from '../../api/set-recurring-deposit';
import { changeRecurringStatus } from '../../api/set-recurring-deposit-status';
import { type BankSource, sourceName, sourceOf, sourceOptions } from '../lib/deposit-sources';
import { firstDates, noFeesSentence, scheduleSentence } from '../lib/schedule-summary';

type RecurringAnswer = { schedule: RecurringDepositView | null; runs: z.infer<typeof recurringRunSchema>[] };

// The contract's fields, the amount typed in dollars; the same rule ties a bank to a bank source.
const scheduleSchema = recurringDepositFieldsSchema
  .extend({
    amountCents: typedTransferAmount(recurringDepositFieldsSchema.shape.amountCents),
  })
  .superRefine(checkRecurringSource);

/** The account's recurring deposit: what is set, its runs (failed ones with why), and the form to set it. */
export function RecurringDepositSection({
  accountId,
  hasChecking,
  banks,
}: {
  accountId: string;
  hasChecking: boolean;
  banks: readonly BankSource[];
}) {
  const recurring = useQuery(recurringDepositQueryOptions(accountId));
  if (recurring.isPending) return <Loading text="Loading your recurring deposit…" />;
  if (recurring.isError) {
    return (
      <RetryAlert
        title="We could not load your recurring deposit"
        onRetry={() => recurring.refetch()}
        retrying={recurring.isFetching}
      />
    );
  }
  return (
    <Stack gap="lg">
      {recurring.data.schedule && <CurrentSchedule accountId={accountId} schedule={recurring.data.schedule} />}
      <RecentRuns runs={recurring.data.runs} />
      <ScheduleForm accountId={accountId} hasChecking={hasChecking} banks={banks} current={recurring.data.schedule} />
    </Stack>
  );
}

function useSetAnswer(accountId: string) {
  const queryClient = useQueryClient();
  return (answer: RecurringAnswer) => queryClient.setQueryData(investingQueryKeys.recurringDeposit(accountId), answer);
}

function CurrentSchedule({ accountId, schedule }: { accountId: string; schedule: RecurringDepositView }) {
  const setAnswer = useSetAnswer(accountId);
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState<string>();
  const source = schedule.linkedAccount
    ? `${schedule.linkedAccount.bankName} ${maskedNumber(schedule.linkedAccount.mask)}`
    : 'your checking account';
  const change = async (next: 'ACTIVE' | 'PAUSED' | 'CANCELLED', done: string) => {
    setBusy(next);
    setFailure(undefined);
    try {
      setAnswer(await changeRecurringStatus(accountId, next));
      setStatus(done);
    } catch {
      setFailure('We could not change your recurring deposit. Try again.');
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Stack gap="xs" data-testid="recurring-current">
      <Group gap="sm">
        <Title order={3} fz="h4">
          Your recurring deposit
        </Title>
        <Badge color={schedule.status === 'ACTIVE' ? 'fern' : 'gray'} variant="light" c="dark">
          {schedule.status === 'ACTIVE' ? 'Active' : 'Paused'}
        </Badge>
      </Group>
      <Text>
        {formatCents(schedule.amountCents)} from {source}, {recurringFrequencyNames[schedule.frequency].toLowerCase()}.
      </Text>
      <Text size="sm">
        {schedule.nextRunOn
          ? `Next deposit: ${formatWeekdayMonthDayYear(schedule.nextRunOn)}.`
          : 'Paused: no deposit runs until you resume it.'}
      </Text>
      <Group gap="sm">
        {schedule.status === 'ACTIVE' ? (
          <Button
            variant="default"
            loading={busy === 'PAUSED'}
            onClick={() => change('PAUSED', 'Recurring deposit paused.')}
          >
            Pause
          </Button>
        ) : (
          <Button
            variant="default"
            loading={busy === 'ACTIVE'}
            onClick={() => change('ACTIVE', 'Recurring deposit resumed.')}
          >
            Resume
          </Button>
        )}
        <Button
          variant="default"
          loading={busy === 'CANCELLED'}
          onClick={() => change('CANCELLED', 'Recurring deposit cancelled. No more deposits will run.')}
        >
          Cancel recurring deposit
        </Button>
      </Group>
      {failure && <Notice tone="error">{failure}</Notice>}
      <StatusText message={status} />
    </Stack>
  );
}

function RecentRuns({ runs }: { runs: RecurringAnswer['runs'] }) {
  if (runs.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        Recent recurring deposits
      </Title>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recent recurring deposits">
        {runs.map((run) => (
          <li key={run.runOn}>
            <Text size="sm">
              {formatWeekdayMonthDayYear(run.runOn)}: {formatCents(run.amountCents)}{' '}
              {run.status === 'DEPOSITED' ? 'deposited' : `not deposited. ${run.failureReason ?? ''}`}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function ScheduleForm({
  accountId,
  hasChecking,
  banks,
  current,
}: {
  accountId: string;
  hasChecking: boolean;
  banks: readonly BankSource[];
  current: RecurringDepositView | null;
}) {
  const setAnswer = useSetAnswer(accountId);
  const [status, setStatus] = useState<string>();
  const options = sourceOptions(hasChecking, banks);
  const today = easternToday(new Date());
  const form = useContractForm({
    schema: scheduleSchema,
    initialValues: {
      frequency: (current?.frequency ?? 'MONTHLY') as RecurringFrequency,
      amountCents: '',
      source: options[0]?.value ?? '',
      startDate: today,
    },
    fields: ['frequency', 'amountCents', 'source', 'startDate'],
    toInput: (values) => {
      const source = sourceOf(values.source);
      return {
        frequency: values.frequency,
        amountCents: values.amountCents,
        source: source?.kind,
        ...(source?.kind === 'LINKED_BANK' ? { linkedAccountId: source.linkedAccountId } : {}),
        startDate: values.startDate,
      };
    },
  });
  const typed = parseTransferAmount(form.values.amountCents);
  const validStart = /^\d{4}-\d{2}-\d{2}$/.test(form.values.startDate) && form.values.startDate >= today;
  const submit = form.submit(async (body) => {
    setStatus(undefined);
    const answer = await saveRecurringDeposit(accountId, body);
    setAnswer(answer);
    form.setFieldValue('amountCents', '');
    setStatus(
      answer.schedule?.nextRunOn
        ? `Recurring deposit saved. The first runs on ${formatWeekdayMonthDayYear(answer.schedule.nextRunOn)}.`
        : 'Recurring deposit saved.',
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={current ? 'Change your recurring deposit' : 'Set up a recurring deposit'}
    >
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {current ? 'Change your recurring deposit' : 'Set up a recurring deposit'}
        </Title>
        <Radio.Group label="How often" required {...form.getInputProps('frequency')}>
          <Group gap="lg" mt={4}>
            {recurringFrequencies.map((frequency) => (
              <Radio key={frequency} value={frequency} label={recurringFrequencyNames[frequency]} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label="Amount each time"
          leftSection={<span aria-hidden>$</span>}
          placeholder="0.00"
          inputMode="decimal"
          autoComplete="off"
          required
          {...form.getInputProps('amountCents')}
        />
        <NativeSelect label="From" data={options} required {...form.getInputProps('source')} />
        <TextInput type="date" label="First deposit on" min={today} required {...form.getInputProps('startDate')} />
        <Stack gap={4} data-testid="recurring-summary">
          {typed.ok && validStart ? (
            <>
              <Text size="sm">
                {scheduleSentence(
                  form.values.frequency,
                  form.values.startDate,
                  typed.cents,
                  sourceName(form.values.source, banks),
                )}
              </Text>
              <Text size="sm">
                Next dates:{' '}
                {firstDates(form.values.startDate, form.values.frequency)
                  .map((date) => formatWeekdayMonthDayYear(date))
                  .join('; ')}
                .
              </Text>
            </>
          ) : (
            <Text size="sm">Enter an amount and a first date to see when deposits run.</Text>
          )}
          <Text size="sm">{noFeesSentence}</Text>
          <Text size="sm">
            A deposit that finds too little money is skipped and shown here; the next date runs as usual.
          </Text>
        </Stack>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save recurring deposit
          </Button>
        </Group>
        <StatusText message={status} />
      </Stack>
    </form>
  );
}
