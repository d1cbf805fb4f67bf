import type { InvestmentTransferDirection } from '@fernleaf/contract/investing-money';
import { transferInvestmentCash } from '@fernleaf/contract/investing-money';
import { formatCents } from '@fernleaf/contract/money';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../lib/api-client';
import { parseTransferAmount } from '../../../lib/form/transfer-amount';
import { typedText } from '../../../lib/form/typed-text';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';
import { createSubmissionKeys } from '../../../lib/submission-key';
import { Notice } from '../../../ui/notice';
import { investingQueryKeys } from '../api/investing-query-keys';
import { sendInvestmentTransfer } from '../api/transfer-investment-cash';

// Dollars typed, integer cents sent; the contract's own field checks the limits and names `amountCents`,
// so the server's 422 for more than is available lands under the same input.
const amountSchema = transferInvestmentCash.body.pick({ amountCents: true }).extend({
  amountCents: typedText((text) => {
    const typed = parseTransferAmount(text);
    return typed.ok ? { ok: true, value: typed.cents } : typed;
  }, transferInvestmentCash.body.shape.amountCents),
});

export const moveMoneyWords: Record<InvestmentTransferDirection, { title: string; action: string; done: string }> = {
  DEPOSIT: { title: 'Add money from checking', action: 'Add money', done: 'moved from checking into your account' },
  WITHDRAWAL: { title: 'Withdraw to checking', action: 'Withdraw', done: 'moved from your account to checking' },
};

export interface MoveMoneyFormProps {
  /** The managed or the self-directed account: the transfer call is the same for both kinds. */
  accountId: string;
  direction: InvestmentTransferDirection;
  /** What the member can move now, shown under the amount so a refusal is no surprise. */
  availableCents: number | undefined;
  onMoved(message: string): void;
  /** The second button: Cancel in a dialog, "Not now" in onboarding. */
  secondary?: { label: string; onClick(): void; loading?: boolean } | undefined;
}

/**
 * One transfer between checking and an investment account. Each submission keeps its idempotency key
 * while its outcome is unknown, so sending again after a lost answer cannot move the money twice.
 */
export function MoveMoneyForm({ accountId, direction, availableCents, onMoved, secondary }: MoveMoneyFormProps) {
  const queryClient = useQueryClient();
  const [keys] = useState(createSubmissionKeys);
  const form = useContractForm({ schema: amountSchema, initialValues: { amountCents: '' } });
  const transfer = useMutation({
    mutationFn: ({ amountCents, key }: { amountCents: number; key: string }) =>
      sendInvestmentTransfer(accountId, { direction, amountCents }, key),
  });
  const words = moveMoneyWords[direction];

  const submit = form.submit(async ({ amountCents }) => {
    const body = { direction, amountCents };
    try {
      const sent = await transfer.mutateAsync({ amountCents, key: keys.keyFor(body) });
      keys.settle();
      form.reset();
      // Both balances changed: the account's cash and checking's.
      void queryClient.invalidateQueries({ queryKey: investingQueryKeys.accounts() });
      void queryClient.invalidateQueries({ queryKey: investingQueryKeys.account(accountId) });
      void queryClient.invalidateQueries({ queryKey: checkingQueryKeys.all });
      onMoved(`${formatCents(sent.amountCents)} ${words.done}. Cash available: ${formatCents(sent.availableBalance)}.`);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
      throw error;
    }
  });

  const available =
    availableCents === undefined
      ? undefined
      : direction === 'DEPOSIT'
        ? `${formatCents(availableCents)} available in checking.`
        : `${formatCents(availableCents)} settled cash available to withdraw.`;

  return (
    <form onSubmit={submit} noValidate aria-label={words.title}>
      <Stack gap="sm">
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
          {secondary && (
            <Button variant="default" onClick={secondary.onClick} loading={secondary.loading}>
              {secondary.label}
            </Button>
          )}
          <Button type="submit" loading={transfer.isPending}>
            {words.action}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
