import { maskedNumber } from '@fernleaf/contract/account-mask';
import { standardArrivalDate } from '@fernleaf/contract/ach-calendar';
import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { depositFromLinkedBank } from '@fernleaf/contract/investing-lifecycle';
import { formatCents } from '@fernleaf/contract/money';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError, noResponseStatus } from '../../../../lib/api-client';
import { parseTransferAmount, typedTransferAmount } from '../../../../lib/form/transfer-amount';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { checkingQueryKeys } from '../../../../lib/query-keys/checking-query-keys';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { sendBankDeposit } from '../../api/deposit-from-linked-bank';
import { investingQueryKeys } from '../../api/investing-query-keys';
import { sendInvestmentTransfer } from '../../api/transfer-investment-cash';
import { type BankSource, sourceName, sourceOf, sourceOptions } from '../lib/deposit-sources';
import { noFeesSentence } from '../lib/schedule-summary';

// Dollars typed, integer cents sent, within the contract's limits for a deposit from a bank (at least
// $1.00), which a deposit from checking meets too.
const depositSchema = z.object({
  source: z.string().refine((value) => sourceOf(value) !== null, { error: 'Choose where the money comes from' }),
  amountCents: typedTransferAmount(depositFromLinkedBank.body.shape.amountCents),
});

/**
 * One deposit into the account, from checking (at once) or a linked bank (by ACH, pending until it
 * settles). What will happen, and that no fee is taken, shows before the member confirms.
 */
export function OneTimeDepositForm({
  accountId,
  hasChecking,
  banks,
}: {
  accountId: string;
  hasChecking: boolean;
  banks: readonly BankSource[];
}) {
  const queryClient = useQueryClient();
  const [keys] = useState(createSubmissionKeys);
  const [status, setStatus] = useState<string>();
  const options = sourceOptions(hasChecking, banks);
  const form = useContractForm({
    schema: depositSchema,
    initialValues: { source: options[0]?.value ?? '', amountCents: '' },
  });
  const typed = parseTransferAmount(form.values.amountCents);
  const source = sourceOf(form.values.source);
  const arrives =
    source?.kind === 'LINKED_BANK'
      ? `It reaches your account by ${formatWeekdayMonthDayYear(standardArrivalDate(new Date()))} and is invested once it arrives.`
      : 'It reaches your account at once and is invested while the market is open.';

  const submit = form.submit(async ({ source: chosen, amountCents }) => {
    setStatus(undefined);
    const from = sourceOf(chosen);
    if (!from) return;
    const body = { from, amountCents };
    try {
      if (from.kind === 'CHECKING') {
        await sendInvestmentTransfer(accountId, { direction: 'DEPOSIT', amountCents }, keys.keyFor(body));
        setStatus(`${formatCents(amountCents)} moved from checking into your account.`);
      } else {
        const sent = await sendBankDeposit(
          accountId,
          { linkedAccountId: from.linkedAccountId, amountCents },
          keys.keyFor(body),
        );
        setStatus(
          `${formatCents(sent.amountCents)} is on its way from ${sent.linkedAccount.bankName} ${maskedNumber(sent.linkedAccount.mask)}. Expected by ${formatWeekdayMonthDayYear(sent.arrivesOn)}.`,
        );
      }
      keys.settle();
      form.setFieldValue('amountCents', '');
      void queryClient.invalidateQueries({ queryKey: investingQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: checkingQueryKeys.all });
    } catch (error) {
      // Without an answer the deposit may have happened: the same request keeps its key.
      if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
      throw error;
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="One-time deposit">
      <Stack gap="sm">
        <NativeSelect label="From" data={options} required {...form.getInputProps('source')} />
        <TextInput
          label="Amount"
          leftSection={<span aria-hidden>$</span>}
          placeholder="0.00"
          inputMode="decimal"
          autoComplete="off"
          required
          {...form.getInputProps('amountCents')}
        />
        <Stack gap={4} data-testid="one-time-summary">
          <Text size="sm">
            {typed.ok
              ? `You move ${formatCents(typed.cents)} from ${sourceName(form.values.source, banks)}. ${arrives}`
              : `Enter an amount to see what moves. ${arrives}`}
          </Text>
          <Text size="sm">{noFeesSentence}</Text>
        </Stack>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <Group>
          <Button type="submit" loading={form.submitting}>
            {typed.ok ? `Deposit ${formatCents(typed.cents)}` : 'Deposit'}
          </Button>
        </Group>
        <StatusText message={status} />
      </Stack>
    </form>
  );
}
