import type { PaymentCard } from '@fernleaf/contract/cash-advance-repayment';
import { paymentCardInputSchema } from '@fernleaf/contract/payment-card';
import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { createSubmissionKeys } from '../../../lib/submission-key';
import { StatusText } from '../../../ui/load-states';
import { Notice } from '../../../ui/notice';
import { useAddPaymentCard } from '../api/add-payment-card';
import { cardNumberDisplay, formatExpiryTyped, securityCodeInput } from '../lib/card-display';

type Field = 'cardNumber' | 'expiry' | 'securityCode' | 'nameOnCard' | 'postalCode';

const emptyCard: Record<Field, string> = {
  cardNumber: '',
  expiry: '',
  securityCode: '',
  nameOnCard: '',
  postalCode: '',
};

/**
 * A debit card to receive advances instantly or to repay with. Checked with the contract's card rules
 * as the server checks it: the number grouped as typed with its brand shown (34 and 37 are American
 * Express, with a 4-digit code), the expiry as MM/YY, the security code, the name and the billing ZIP.
 */
export function CardForm({
  onAdded,
  submitLabel = 'Add card',
  secondaryAction,
}: {
  onAdded: (card: PaymentCard) => void;
  submitLabel?: string;
  secondaryAction?: ReactNode;
}) {
  const form = useContractForm({ schema: paymentCardInputSchema(new Date()), initialValues: emptyCard });
  const [keys] = useState(createSubmissionKeys);
  const addCard = useAddPaymentCard();
  const values = form.getValues();
  const display = cardNumberDisplay(values.cardNumber);

  /** The field's props, its typing read by `read`; typing again also clears a failure of the whole form. */
  function field(name: Field, read: (typed: string) => string = (typed) => typed) {
    return {
      ...form.getInputProps(name),
      onChange: (event: { currentTarget: { value: string } }) => {
        form.setFieldValue(name, read(event.currentTarget.value));
        form.clearFieldError('form');
      },
    };
  }

  // The card as the contract reads it: the number's digits alone, the expiry as MM/YY.
  const submit = form.submit(async (body) => {
    // The key stays until it succeeds: the server keeps nothing of a failure, and replays a success.
    const { card } = await addCard.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
    keys.settle();
    onAdded(card);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a debit card">
      <Stack gap="md">
        <TextInput
          label="Card number"
          description={display.brandName ? undefined : 'Visa, Mastercard, Discover or American Express debit card'}
          inputMode="numeric"
          autoComplete="cc-number"
          {...field('cardNumber')}
          value={display.formatted}
          maxLength={display.maxLength}
          rightSectionWidth={display.brandName ? 150 : undefined}
          rightSection={
            display.brandName ? (
              <Badge variant="light" color="gray" data-testid="card-brand">
                {display.brandName}
              </Badge>
            ) : undefined
          }
          required
        />
        {display.brand === 'AMEX' && (
          <Text size="sm" c="dimmed" role="status">
            American Express cards can repay an advance but cannot receive one.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Expiry date"
            description="MM/YY"
            placeholder="MM/YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            {...field('expiry', (typed) => formatExpiryTyped(typed, values.expiry))}
            maxLength={5}
            required
          />
          <TextInput
            label="Security code"
            description={`${display.securityCodeLength} digits${display.brand === 'AMEX' ? ', on the front' : ', on the back'}`}
            inputMode="numeric"
            autoComplete="cc-csc"
            {...field('securityCode', (typed) => securityCodeInput(typed, display.brand))}
            maxLength={display.brand ? display.securityCodeLength : 4}
            required
          />
        </SimpleGrid>
        <TextInput label="Name on card" autoComplete="cc-name" {...field('nameOnCard')} required />
        <TextInput
          label="Billing ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('postalCode')}
          maxLength={10}
          required
          maw={200}
        />
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <Text size="sm" c="dimmed">
          We keep your card number encrypted and only ever show its last four digits.
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={addCard.isPending}>
            {submitLabel}
          </Button>
          {secondaryAction}
        </Group>
        <StatusText message={addCard.isPending ? 'Adding your card…' : undefined} />
      </Stack>
    </form>
  );
}
