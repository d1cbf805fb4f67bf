import { formatMonthDayYear, formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { OutstandingAdvance } from '@fernleaf/contract/cash-advance';
import { changeRepaymentSchedule, maxSplitParts } from '@fernleaf/contract/cash-advance-repayment';
import { formatCents, formatCentsForInput } from '@fernleaf/contract/money';
import { Button, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { useChangeRepaymentSchedule } from '../../api/change-repayment-schedule';
import { readDollars } from '../../lib/dollars';
import {
  allowedRepaymentDates,
  partsWithDatesText,
  scheduleLimitText,
  scheduleProblems,
  splitEvenly,
} from '../../lib/repayment-schedule';

interface PartInput {
  /** Parts never move: made with the count, they are keyed by their place in it. */
  id: string;
  dueOn: string;
  /** Dollars as typed; a single part is always the whole amount owed. */
  amount: string;
}

/** Starting dates: the first days the repayment may move to, other than the day it is on now. */
function partsFor(count: number, owed: number, dates: readonly string[], current: readonly string[]): PartInput[] {
  const offered = dates.filter((date) => !current.includes(date));
  const starts = offered.length >= count ? offered : dates;
  return splitEvenly(owed, count).map((amount, index) => ({
    id: `part-${count}-${index + 1}`,
    dueOn: starts[index] ?? '',
    amount: formatCentsForInput(amount),
  }));
}

/** What is scheduled, each amount said once: one date, or each part with its own. */
function scheduledText(
  outstanding: number,
  scheduled: readonly { dueOn: string; amount: number }[],
  repaymentDate: string,
): string {
  if (scheduled.length > 1) {
    return `${formatCents(outstanding)} is scheduled in ${scheduled.length} parts: ${partsWithDatesText(scheduled)}.`;
  }
  return `${formatCents(outstanding)} is scheduled for ${formatWeekdayMonthDayYear(scheduled[0]?.dueOn ?? repaymentDate)}.`;
}

/**
 * The schedule call's body, read from the form: one part is the whole amount owed, two or three are
 * typed in dollars; then the contract's rules for the dates and amounts, each at the field it concerns
 * (a typing mistake first, as it explains the rest).
 */
function scheduleChangeSchema(advance: OutstandingAdvance, today: string) {
  return z
    .object({
      count: z.number(),
      parts: z.array(z.object({ id: z.string(), dueOn: z.string(), amount: z.string() })),
    })
    .transform(({ count, parts }, ctx) => {
      const body = {
        advanceId: advance.id,
        parts: parts.map((part, index) => {
          const reading = count === 1 ? { ok: true as const, cents: advance.outstanding } : readDollars(part.amount);
          if (!reading.ok) ctx.addIssue({ code: 'custom', path: ['parts', index, 'amount'], message: reading.message });
          return { dueOn: part.dueOn, amount: reading.ok ? reading.cents : 0 };
        }),
      };
      for (const [path, message] of Object.entries(scheduleProblems(advance, today, body.parts))) {
        ctx.addIssue({ code: 'custom', path: path.split('.'), message });
      }
      return body;
    })
    .pipe(changeRepaymentSchedule.body);
}

/**
 * Moves an advance's scheduled repayment to another date, or splits it into two or three: only the
 * dates the contract allows are offered (bank business days from tomorrow and after the money arrives,
 * to 14 days after the repayment date), and the limit is said above the form, with the changes left.
 */
export function RepaymentScheduleForm({ advance, today }: { advance: OutstandingAdvance; today: string }) {
  const dates = allowedRepaymentDates(today, advance.arrivesOn, advance.latestRepaymentDate);
  // The help names the last date the list offers (a bank business day by the calendar module), not
  // the rule's raw end, which may be a holiday or a weekend.
  const lastDate = dates.at(-1);
  const scheduled = advance.scheduledRepayments.filter((repayment) => repayment.status === 'SCHEDULED');
  const currentDates = scheduled.map((repayment) => repayment.dueOn);
  const form = useContractForm({
    schema: scheduleChangeSchema(advance, today),
    initialValues: { count: 1, parts: partsFor(1, advance.outstanding, dates, currentDates) },
  });
  const { count, parts } = form.getValues();
  const [done, setDone] = useState<string>();
  const [keys] = useState(createSubmissionKeys);
  const change = useChangeRepaymentSchedule();
  const limitId = useId();
  const limitText = scheduleLimitText({
    today,
    arrivesOn: advance.arrivesOn,
    latest: advance.latestRepaymentDate,
    changesLeft: advance.scheduleChangesLeft,
  });
  const locked = advance.scheduleChangesLeft === 0 || dates.length === 0;

  function setPart(index: number, field: 'dueOn' | 'amount', value: string) {
    form.setFieldValue(`parts.${index}.${field}`, value);
    // The rules weigh the parts together: a change to one may settle another's refusal.
    form.clearErrors();
    setDone(undefined);
  }

  const submit = form.submit(async (body) => {
    // The key stays until it succeeds: the server keeps nothing of a failure, and replays a success.
    await change.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
    keys.settle();
    setDone(
      body.parts.length === 1
        ? `Done: your repayment of ${formatCents(advance.outstanding)} is now on ${formatWeekdayMonthDayYear(body.parts[0]?.dueOn ?? '')}.`
        : `Done: your repayment is split into ${body.parts
            .map((part) => `${formatCents(part.amount)} on ${formatMonthDayYear(part.dueOn)}`)
            .join(' and ')}.`,
    );
  });

  return (
    <form
      onSubmit={(event) => {
        setDone(undefined);
        submit(event);
      }}
      noValidate
      aria-label={`Move or split the repayment of ${formatCents(advance.outstanding)}`}
    >
      <Stack gap="md">
        <Text>{scheduledText(advance.outstanding, scheduled, advance.repaymentDate)}</Text>
        <Text size="sm" id={limitId} data-testid="schedule-limit">
          {limitText}
        </Text>
        {locked ? (
          <Notice tone="info">
            {advance.scheduleChangesLeft === 0
              ? 'This repayment cannot be changed again. You can still repay early at any time.'
              : 'There is no date left to move this repayment to. You can still repay early at any time.'}
          </Notice>
        ) : (
          <>
            <Stack gap={6}>
              <Text fw={500} id={`${limitId}-count`}>
                Repay in
              </Text>
              <SegmentedControl
                aria-labelledby={`${limitId}-count`}
                data={Array.from({ length: maxSplitParts }, (_, index) => ({
                  value: String(index + 1),
                  label: index === 0 ? 'One payment' : `${index + 1} parts`,
                }))}
                value={String(count)}
                onChange={(value) => {
                  const next = Number(value);
                  form.setValues({ count: next, parts: partsFor(next, advance.outstanding, dates, currentDates) });
                  form.clearErrors();
                  setDone(undefined);
                }}
                maw={420}
                fullWidth
              />
            </Stack>
            {parts.map((part, index) => (
              <SimpleGrid key={part.id} cols={{ base: 1, xs: count === 1 ? 1 : 2 }} spacing="sm">
                <NativeSelect
                  label={count === 1 ? 'New date' : `Part ${index + 1}: date`}
                  description={lastDate ? `Bank business days up to ${formatMonthDayYear(lastDate)}` : undefined}
                  {...form.getInputProps(`parts.${index}.dueOn`)}
                  onChange={(event) => setPart(index, 'dueOn', event.currentTarget.value)}
                  data={dates.map((date) => ({ value: date, label: formatWeekdayMonthDayYear(date) }))}
                  required
                  maw={count === 1 ? 320 : undefined}
                />
                {count > 1 && (
                  <TextInput
                    label={`Part ${index + 1}: amount`}
                    leftSection={<span aria-hidden>$</span>}
                    inputMode="decimal"
                    autoComplete="off"
                    {...form.getInputProps(`parts.${index}.amount`)}
                    onChange={(event) => setPart(index, 'amount', event.currentTarget.value)}
                    required
                  />
                )}
              </SimpleGrid>
            ))}
            {form.errors.parts && <Notice tone="error">{form.errors.parts}</Notice>}
            {form.formError && <Notice tone="error">{form.formError}</Notice>}
            <Group>
              <Button type="submit" loading={change.isPending}>
                {count === 1 ? 'Move repayment' : 'Split repayment'}
              </Button>
            </Group>
          </>
        )}
        <StatusText message={done} />
      </Stack>
    </form>
  );
}
