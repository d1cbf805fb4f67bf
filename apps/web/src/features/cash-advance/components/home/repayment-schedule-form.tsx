import type { OutstandingAdvance } from '@fernleaf/contract/cash-advance';
import { maxSplitParts } from '@fernleaf/contract/cash-advance-repayment';
import { formatCents, formatCentsForInput } from '@fernleaf/contract/money';
import { Button, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { formatMonthDayYear, formatWeekdayMonthDayYear } from '../../../../lib/format/date';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { useChangeRepaymentSchedule } from '../../api/change-repayment-schedule';
import { readDollars } from '../../lib/dollars';
import { allowedRepaymentDates, scheduleLimitText, scheduleProblems, splitEvenly } from '../../lib/repayment-schedule';
import { fieldErrorsShown } from '../../lib/request-errors';

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

/**
 * Moves an advance's scheduled repayment to another date, or splits it into two or three: only the
 * dates the contract allows are offered (bank business days from tomorrow and after the money arrives,
 * to 14 days after the repayment date), and the limit is said above the form, with the changes left.
 */
export function RepaymentScheduleForm({ advance, today }: { advance: OutstandingAdvance; today: string }) {
  const dates = allowedRepaymentDates(today, advance.arrivesOn, advance.latestRepaymentDate);
  const [count, setCount] = useState(1);
  const scheduled = advance.scheduledRepayments.filter((repayment) => repayment.status === 'SCHEDULED');
  const currentDates = scheduled.map((repayment) => repayment.dueOn);
  const [parts, setParts] = useState<PartInput[]>(() => partsFor(1, advance.outstanding, dates, currentDates));
  const [errors, setErrors] = useState<Record<string, string>>({});
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

  function setPart(index: number, patch: Partial<PartInput>) {
    setParts((current) => current.map((part, at) => (at === index ? { ...part, ...patch } : part)));
    setErrors({});
    setDone(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    const read = parts.map((part) =>
      count === 1 ? { ok: true as const, cents: advance.outstanding } : readDollars(part.amount),
    );
    const typedErrors: Record<string, string> = {};
    read.forEach((reading, index) => {
      if (!reading.ok) typedErrors[`parts.${index}.amount`] = reading.message;
    });
    const body = {
      advanceId: advance.id,
      parts: parts.map((part, index) => {
        const reading = read[index];
        return { dueOn: part.dueOn, amount: reading?.ok ? reading.cents : 0 };
      }),
    };
    const found = { ...scheduleProblems(advance, today, body.parts), ...typedErrors };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.settle();
      setDone(
        body.parts.length === 1
          ? `Done: your repayment of ${formatCents(advance.outstanding)} is now on ${formatWeekdayMonthDayYear(body.parts[0]?.dueOn ?? '')}.`
          : `Done: your repayment is split into ${body.parts
              .map((part) => `${formatCents(part.amount)} on ${formatMonthDayYear(part.dueOn)}`)
              .join(' and ')}.`,
      );
    } catch (error) {
      // The key stays until it succeeds: the server keeps nothing of a failure, and replays a success.
      const fieldNames = ['parts', ...parts.flatMap((_, index) => [`parts.${index}.dueOn`, `parts.${index}.amount`])];
      setErrors(fieldErrorsShown(error, fieldNames));
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Move or split the repayment of ${formatCents(advance.outstanding)}`}
    >
      <Stack gap="md">
        <Text>
          {formatCents(advance.outstanding)} is scheduled for{' '}
          {scheduled.length > 0
            ? scheduled
                .map((repayment) => `${formatWeekdayMonthDayYear(repayment.dueOn)} (${formatCents(repayment.amount)})`)
                .join(', ')
            : formatWeekdayMonthDayYear(advance.repaymentDate)}
          .
        </Text>
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
                  setCount(next);
                  setParts(partsFor(next, advance.outstanding, dates, currentDates));
                  setErrors({});
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
                  description={`Bank business days up to ${formatMonthDayYear(advance.latestRepaymentDate)}`}
                  value={part.dueOn}
                  onChange={(event) => setPart(index, { dueOn: event.currentTarget.value })}
                  data={dates.map((date) => ({ value: date, label: formatWeekdayMonthDayYear(date) }))}
                  error={errors[`parts.${index}.dueOn`]}
                  required
                  maw={count === 1 ? 320 : undefined}
                />
                {count > 1 && (
                  <TextInput
                    label={`Part ${index + 1}: amount`}
                    leftSection={<span aria-hidden>$</span>}
                    inputMode="decimal"
                    autoComplete="off"
                    value={part.amount}
                    onChange={(event) => setPart(index, { amount: event.currentTarget.value })}
                    error={errors[`parts.${index}.amount`]}
                    required
                  />
                )}
              </SimpleGrid>
            ))}
            {errors.parts && <Notice tone="error">{errors.parts}</Notice>}
            {errors.form && <Notice tone="error">{errors.form}</Notice>}
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
