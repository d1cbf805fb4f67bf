import { standardArrivalDate } from '@fernleaf/contract/ach-calendar';
import type { InvestmentTransferDirection } from '@fernleaf/contract/investing-money';
import { transferInvestmentCash } from '@fernleaf/contract/investing-money';
import { formatCents } from '@fernleaf/contract/money';
import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError, noResponseStatus } from '../../../../lib/api-client';
import { typedTransferAmount } from '../../../../lib/form/transfer-amount';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { formatWeekdayMonthDayYear } from '../../../../lib/format/date';
import { checkingQueryKeys } from '../../../../lib/query-keys/checking-query-keys';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { Notice } from '../../../../ui/notice';
import { sendBankDeposit } from '../../account-setup/api/deposit-calls';
import { type BankSource, checkingSourceValue, sourceOf, sourceOptions } from '../../account-setup/lib/deposit-sources';
import { useInvestmentStore } from '../../store';
import { managedQueryKeys, sendInvestmentTransfer } from '../api/managed-queries';

// Dollars typed, integer cents sent; the contract's own field checks the limits and names `amountCents`,
// so the server's 422 for more than is available lands under the same input.
// A deposit may come from a linked bank too (decision 044): `source` is checking or one of its accounts.
const amountSchema = transferInvestmentCash.body.pick({ amountCents: true }).extend({
  amountCents: typedTransferAmount(transferInvestmentCash.body.shape.amountCents),
  source: z.string(),
});

const wording: Record<InvestmentTransferDirection, { title: string; action: string; done: string }> = {
  DEPOSIT: { title: 'Add money from checking', action: 'Add money', done: 'moved from checking into your account' },
  WITHDRAWAL: { title: 'Withdraw to checking', action: 'Withdraw', done: 'moved from your account to checking' },
};

export interface MoveMoneyDialogProps {
  accountId: string;
  direction: InvestmentTransferDirection;
  opened: boolean;
  /** What the member can move now, shown under the amount so a refusal is no surprise. */
  availableCents: number | undefined;
  /** Linked bank accounts a deposit may come from, besides checking (by ACH, pending until settled). */
  banks?: readonly BankSource[];
  onClose(): void;
  onMoved(message: string): void;
}

/**
 * One transfer between checking and the managed account. Each submission keeps its idempotency key
 * while its outcome is unknown, so sending again after a lost answer cannot move the money twice.
 */
export function MoveMoneyDialog({
  accountId,
  direction,
  opened,
  availableCents,
  banks = [],
  onClose,
  onMoved,
}: MoveMoneyDialogProps) {
  const queryClient = useQueryClient();
  const refreshAccounts = useInvestmentStore((state) => state.loadPlusAccounts);
  const [keys] = useState(createSubmissionKeys);
  const form = useContractForm({
    schema: amountSchema,
    initialValues: { amountCents: '', source: checkingSourceValue },
  });
  const bank = direction === 'DEPOSIT' ? sourceOf(form.values.source) : null;
  const fromBank = bank?.kind === 'LINKED_BANK' ? bank.linkedAccountId : null;
  const transfer = useMutation({
    mutationFn: async ({ amountCents, key }: { amountCents: number; key: string }) => {
      if (!fromBank) {
        const sent = await sendInvestmentTransfer(accountId, { direction, amountCents }, key);
        return `${formatCents(sent.amountCents)} ${words.done}. Cash available: ${formatCents(sent.availableBalance)}.`;
      }
      const sent = await sendBankDeposit(accountId, { linkedAccountId: fromBank, amountCents }, key);
      return `${formatCents(sent.amountCents)} is on its way from ${sent.linkedAccount.bankName} ••${sent.linkedAccount.mask}. Expected by ${formatWeekdayMonthDayYear(sent.arrivesOn)}.`;
    },
  });
  const offersBanks = direction === 'DEPOSIT' && banks.length > 0;
  const words = offersBanks ? { ...wording.DEPOSIT, title: 'Add money' } : wording[direction];

  const submit = form.submit(async ({ amountCents }) => {
    const body = { direction, amountCents, fromBank };
    try {
      const message = await transfer.mutateAsync({ amountCents, key: keys.keyFor(body) });
      keys.settle();
      form.reset();
      // Both balances changed: the account's cash and checking's.
      void queryClient.invalidateQueries({ queryKey: managedQueryKeys.accounts() });
      void queryClient.invalidateQueries({ queryKey: managedQueryKeys.account(accountId) });
      void queryClient.invalidateQueries({ queryKey: checkingQueryKeys.all });
      refreshAccounts().catch(() => {});
      onMoved(message);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
      throw error;
    }
  });

  let available: string | undefined;
  if (fromBank) {
    available = `By ACH: expected by ${formatWeekdayMonthDayYear(standardArrivalDate(new Date()))}, invested once it arrives.`;
  } else if (availableCents !== undefined) {
    available =
      direction === 'DEPOSIT'
        ? `${formatCents(availableCents)} available in checking.`
        : `${formatCents(availableCents)} settled cash available to withdraw.`;
  }

  return (
    <Modal opened={opened} onClose={onClose} title={words.title} centered size="md">
      <form onSubmit={submit} noValidate aria-label={words.title}>
        <Stack gap="sm">
          {offersBanks && (
            <NativeSelect label="From" data={sourceOptions(true, banks)} {...form.getInputProps('source')} />
          )}
          <TextInput
            label="Amount"
            description={available}
            leftSection={<span aria-hidden>$</span>}
            placeholder="0.00"
            inputMode="decimal"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('amountCents')}
          />
          {form.formError && <Notice tone="error">{form.formError}</Notice>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={transfer.isPending}>
              {words.action}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
