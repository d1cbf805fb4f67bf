import { maskedNumber } from '@fernleaf/contract/account-mask';
import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { achTransferLimits, createAchTransfer } from '@fernleaf/contract/checking';
import { errorCodes } from '@fernleaf/contract/errors';
import { formatCents, formatCentsRange } from '@fernleaf/contract/money';
import { Button, Group, Loader, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../lib/api-client';
import { parseTransferAmount } from '../../../lib/form/transfer-amount';
import { typedText } from '../../../lib/form/typed-text';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { createSubmissionKeys } from '../../../lib/submission-key';
import { Notice } from '../../../ui/notice';
import { useCreateAchTransfer } from '../api/create-ach-transfer';
import { accountSummaryQueryOptions } from '../api/get-account-summary';
import { checkingAccountInfoQueryOptions } from '../api/get-checking-account-info';
import { RetryAlert } from './retry-alert';
import { StatusText } from './status-text';

type Direction = 'IN' | 'OUT';

// The amount is typed in dollars and sent in cents; the contract's schema checks the rest and the limits.
const transferSchema = createAchTransfer.body.extend({
  amount: typedText((text) => {
    const typed = parseTransferAmount(text);
    return typed.ok ? { ok: true, value: typed.cents } : typed;
  }, createAchTransfer.body.shape.amount),
});
const limitsText = `From ${formatCentsRange(achTransferLimits.minCents, achTransferLimits.maxCents)} per transfer.`;

function bankLabel(bank: { name: string; mask: string }): string {
  return `${bank.name} ${maskedNumber(bank.mask)}`;
}

/**
 * Moves money between a linked bank account and checking. The typed dollars become integer cents
 * exactly; each submission carries its own idempotency key, kept only while its outcome is unknown.
 */
export function TransferForm({ onLinkBank }: { onLinkBank?: () => void }) {
  const summary = useQuery(accountSummaryQueryOptions());
  const checking = useQuery(checkingAccountInfoQueryOptions());
  const transfer = useCreateAchTransfer();
  const [keys] = useState(createSubmissionKeys);
  const form = useContractForm({
    schema: transferSchema,
    initialValues: { linkedAccountId: '', direction: 'IN' as Direction, amount: '' },
  });
  const [status, setStatus] = useState<string>();

  if (summary.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading your linked banks…</Text>
      </Group>
    );
  }
  if (summary.isError) {
    return (
      <RetryAlert
        title="We could not load your linked banks"
        onRetry={() => summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }

  const banks = summary.data.accounts.filter((account) => account.type === 'EXTERNAL_BANK');
  if (banks.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>Link a bank account to move money in or out of checking.</Text>
        {onLinkBank && <Button onClick={onLinkBank}>Link a bank account</Button>}
      </Stack>
    );
  }

  function insufficientFundsMessage(bankId: string, moving: Direction): string {
    if (moving === 'IN') {
      const bank = banks.find((candidate) => candidate.id === bankId);
      return `There is not enough money in ${bank ? bankLabel(bank) : 'that bank account'} for this transfer. Try a smaller amount.`;
    }
    const available = checking.data?.availableBalance;
    return available === undefined
      ? 'There is not enough money available in checking for this transfer. Try a smaller amount.'
      : `There is not enough money available in checking for this transfer: you have ${formatCents(available)} available.`;
  }

  const clearStatus = () => setStatus(undefined);
  const submit = form.submit(async (body) => {
    clearStatus();
    try {
      const sent = await transfer.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.settle();
      form.setFieldValue('amount', '');
      const bank = bankLabel({ name: sent.linkedAccount.bankName, mask: sent.linkedAccount.mask });
      const route = sent.direction === 'IN' ? `from ${bank} into checking` : `from checking to ${bank}`;
      setStatus(
        `${formatCents(sent.amount)} is on its way ${route}. Expected by ${formatMonthDayYear(sent.settlesOn)}.`,
      );
    } catch (error) {
      // Without an answer the transfer may have happened: the same request keeps its key, so sending it
      // again cannot move the money twice. Any answer settles it.
      if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
      if (!(error instanceof ApiError && error.code === errorCodes.INSUFFICIENT_FUNDS)) throw error;
      form.setErrors({ amount: insufficientFundsMessage(body.linkedAccountId, body.direction) });
      form.getInputNode('amount')?.focus();
    }
  }, clearStatus);

  return (
    <form onSubmit={submit} noValidate aria-label="Move money">
      <Stack gap="sm">
        <NativeSelect
          label="Linked bank account"
          {...form.getInputProps('linkedAccountId')}
          data={[
            { value: '', label: 'Choose an account', disabled: true },
            ...banks.map((bank) => ({ value: bank.id, label: bankLabel(bank) })),
          ]}
          required
        />
        <Radio.Group label="Direction" {...form.getInputProps('direction')} required>
          <Group gap="lg" mt={4}>
            <Radio value="IN" label="Into checking" />
            <Radio value="OUT" label="Out of checking" />
          </Group>
        </Radio.Group>
        <TextInput
          label="Amount"
          description={limitsText}
          leftSection={<span aria-hidden>$</span>}
          placeholder="0.00"
          inputMode="decimal"
          autoComplete="off"
          required
          {...form.getInputProps('amount')}
        />
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <Group>
          <Button type="submit" loading={transfer.isPending}>
            Transfer
          </Button>
        </Group>
        <StatusText message={status} />
      </Stack>
    </form>
  );
}
