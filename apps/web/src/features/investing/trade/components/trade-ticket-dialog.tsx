import type { InvestmentOrderView, MarketOrderRequest, OrderPreview } from '@fernleaf/contract/investing-money';
import { Button, Group, Modal, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../../lib/api-client';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { useOneAtATime } from '../../../../lib/use-one-at-a-time';
import { Notice } from '../../../../ui/notice';
import { investingQueryKeys } from '../../api/investing-query-keys';
import { placeOrder } from '../../api/place-market-order';
import { previewOrder } from '../../api/preview-market-order';
import { sharesInWords } from '../../lib/share-quantity';
import {
  confirmationOf,
  fillTiming,
  type OrderSide,
  orderRequestOf,
  previewLines,
  sizingsOf,
  type TicketSizing,
  type TicketValues,
  ticketSchema,
} from '../lib/ticket';

export interface TradeTicketDialogProps {
  accountId: string;
  symbol: string;
  side: OrderSide;
  opened: boolean;
  /** What the account may sell now, to say what "all shares" means. */
  sellableMicros: number;
  onClose(): void;
}

type Step =
  | { name: 'edit' }
  | { name: 'review'; order: MarketOrderRequest; preview: OrderPreview }
  | { name: 'done'; order: InvestmentOrderView };

/**
 * A market order in three steps: what to trade, the estimate to confirm (price it may fill at, cost,
 * cash, and when it fills), then a plain statement of the order's status. A refusal naming a field
 * (more than the cash, more shares than held) goes back to the first step and shows under that field.
 */
export function TradeTicketDialog({
  accountId,
  symbol,
  side,
  opened,
  sellableMicros,
  onClose,
}: TradeTicketDialogProps) {
  const queryClient = useQueryClient();
  const [keys] = useState(createSubmissionKeys);
  const [step, setStep] = useState<Step>({ name: 'edit' });
  const form = useContractForm({
    schema: ticketSchema,
    initialValues: {
      sizing: sizingsOf[side][0]?.value ?? 'QUANTITY',
      amountCents: '',
      quantityMicros: '',
    } as TicketValues,
  });
  const preview = useMutation({ mutationFn: (order: MarketOrderRequest) => previewOrder(accountId, order) });
  const place = useMutation({
    mutationFn: ({ order, key }: { order: MarketOrderRequest; key: string }) => placeOrder(accountId, order, key),
  });
  // A double click on "Review order" or "Place ... order" lands before the button shows busy: the
  // second sends nothing.
  const reviewing = useOneAtATime();
  const placing = useOneAtATime();
  const verb = side === 'BUY' ? 'Buy' : 'Sell';
  const title = `${verb} ${symbol}`;
  const sizing = form.getValues().sizing;

  const review = form.submit((ticket) =>
    reviewing.run(async () => {
      const order = orderRequestOf(symbol, side, ticket);
      setStep({ name: 'review', order, preview: await preview.mutateAsync(order) });
    }),
  );

  function confirm(order: MarketOrderRequest) {
    return placing.run(() => send(order));
  }

  async function send(order: MarketOrderRequest) {
    try {
      const placed = await place.mutateAsync({ order, key: keys.keyFor(order) });
      keys.settle();
      setStep({ name: 'done', order: placed });
      // Cash, positions and orders all changed.
      void queryClient.invalidateQueries({ queryKey: investingQueryKeys.account(accountId) });
      void queryClient.invalidateQueries({ queryKey: investingQueryKeys.accounts() });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
      setStep({ name: 'edit' });
      form.showServerErrors(error);
    }
  }

  function close() {
    onClose();
    // The next opening starts a new order.
    setStep({ name: 'edit' });
    form.reset();
  }

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="md">
      {step.name === 'edit' && (
        <form onSubmit={review} noValidate aria-label={title}>
          <Stack gap="sm">
            <Text size="sm">A market order, at the price when it fills. Prices are simulated.</Text>
            <Radio.Group
              label={side === 'BUY' ? 'Buy in' : 'Sell'}
              {...form.getInputProps('sizing')}
              onChange={(value) => form.setFieldValue('sizing', value as TicketSizing)}
            >
              <Group gap="md" mt={4}>
                {sizingsOf[side].map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Radio.Group>
            {sizing === 'AMOUNT' && (
              <TextInput
                key="amount"
                label="Amount"
                description="Fractional shares: the amount buys what it can, to the millionth of a share."
                leftSection={<span aria-hidden>$</span>}
                placeholder="0.00"
                inputMode="decimal"
                autoComplete="off"
                required
                data-autofocus
                {...form.getInputProps('amountCents')}
              />
            )}
            {sizing === 'QUANTITY' && (
              <TextInput
                key="quantity"
                label="Number of shares"
                description="Up to six decimals, like 0.25."
                placeholder="0"
                inputMode="decimal"
                autoComplete="off"
                required
                data-autofocus
                {...form.getInputProps('quantityMicros')}
              />
            )}
            {sizing === 'ALL' && <Text size="sm">Sells all {sharesInWords(sellableMicros)} you can sell now.</Text>}
            {form.formError && <Notice tone="error">{form.formError}</Notice>}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={reviewing.pending}>
                Review order
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      {step.name === 'review' && (
        <Stack gap="sm">
          <Table aria-label="Order estimate" variant="vertical" layout="fixed">
            <Table.Tbody>
              {previewLines(step.preview).map((line) => (
                <Table.Tr key={line.label}>
                  <Table.Th scope="row">{line.label}</Table.Th>
                  <Table.Td data-testid={`ticket-${line.label.toLowerCase().replaceAll(' ', '-')}`}>
                    {line.value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" data-testid="ticket-timing">
            {fillTiming(step.preview)}
          </Text>
          <Text size="sm" c="dimmed">
            Prices are simulated. Not FDIC insured · May lose value.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep({ name: 'edit' })}>
              Back
            </Button>
            <Button onClick={() => confirm(step.order)} loading={placing.pending} data-autofocus>
              Place {verb.toLowerCase()} order
            </Button>
          </Group>
        </Stack>
      )}

      {step.name === 'done' && (
        <Stack gap="sm">
          <Text role="status" data-testid="ticket-confirmation">
            {confirmationOf(step.order)}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
