import { achTransferLimits, createAchTransfer } from '@fernleaf/contract/checking';
import { errorCodes } from '@fernleaf/contract/errors';
import { formatCents, formatCentsRange } from '@fernleaf/contract/money';
import { Button, Group, Loader, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, noResponseStatus } from '../../../lib/api-client';
import { type FieldErrors, validateWith } from '../../../lib/form-errors';
import { formatMonthDayYear } from '../../../lib/format/date';
import { createSubmissionKeys } from '../../../lib/submission-key';
import { Notice } from '../../../ui/notice';
import { useCreateAchTransfer } from '../api/create-ach-transfer';
import { accountSummaryQueryOptions } from '../api/get-account-summary';
import { checkingAccountInfoQueryOptions } from '../api/get-checking-account-info';
import { fieldErrorsFor } from '../lib/field-errors-for';
import { parseTransferAmount } from '../lib/transfer-amount';
import { RetryAlert } from './retry-alert';
import { StatusText } from './status-text';

type Direction = 'IN' | 'OUT';

const transferSchema = createAchTransfer.body;
const limitsText = `From ${formatCentsRange(achTransferLimits.minCents, achTransferLimits.maxCents)} per transfer.`;

function bankLabel(bank: { name: string; mask: string }): string {
  return `${bank.name} ••••${bank.mask}`;
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
  const [linkedAccountId, setLinkedAccountId] = useState('');
  const [direction, setDirection] = useState<Direction>('IN');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string>();
  const amountRef = useRef<HTMLInputElement>(null);

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(undefined);
    const parsedAmount = parseTransferAmount(amount);
    const checked = validateWith(transferSchema, {
      linkedAccountId,
      direction,
      amount: parsedAmount.ok ? parsedAmount.cents : 0,
    });
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!parsedAmount.ok) found.amount = parsedAmount.message;
    if (!checked.ok || !parsedAmount.ok) {
      setErrors(found);
      if (found.amount) amountRef.current?.focus();
      return;
    }
    setErrors({});
    const body = checked.value;
    try {
      const sent = await transfer.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.settle();
      setAmount('');
      const bank = bankLabel({ name: sent.linkedAccount.bankName, mask: sent.linkedAccount.mask });
      const route = sent.direction === 'IN' ? `from ${bank} into checking` : `from checking to ${bank}`;
      setStatus(
        `${formatCents(sent.amount)} is on its way ${route}. Expected by ${formatMonthDayYear(sent.settlesOn)}.`,
      );
    } catch (error) {
      // Without an answer the transfer may have happened: the same request keeps its key, so sending it
      // again cannot move the money twice. Any answer settles it.
      if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
      if (error instanceof ApiError && error.code === errorCodes.INSUFFICIENT_FUNDS) {
        setErrors({ amount: insufficientFundsMessage(body.linkedAccountId, body.direction) });
        amountRef.current?.focus();
      } else {
        setErrors(fieldErrorsFor(error, ['linkedAccountId', 'direction', 'amount']));
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Move money">
      <Stack gap="sm">
        <NativeSelect
          label="Linked bank account"
          value={linkedAccountId}
          onChange={(event) => setLinkedAccountId(event.currentTarget.value)}
          data={[
            { value: '', label: 'Choose an account', disabled: true },
            ...banks.map((bank) => ({ value: bank.id, label: bankLabel(bank) })),
          ]}
          error={errors.linkedAccountId}
          required
        />
        <Radio.Group
          label="Direction"
          value={direction}
          onChange={(value) => setDirection(value as Direction)}
          error={errors.direction}
          required
        >
          <Group gap="lg" mt={4}>
            <Radio value="IN" label="Into checking" />
            <Radio value="OUT" label="Out of checking" />
          </Group>
        </Radio.Group>
        <TextInput
          ref={amountRef}
          label="Amount"
          description={limitsText}
          leftSection={<span aria-hidden>$</span>}
          placeholder="0.00"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={errors.amount}
          required
        />
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
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
