import type { PaymentCard } from '@fernleaf/contract/cash-advance-repayment';
import { paymentCardInputSchema } from '@fernleaf/contract/payment-card';
import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { type FieldErrors, validateWith } from '../../../lib/form-errors';
import { createSubmissionKeys } from '../../../lib/submission-key';
import { StatusText } from '../../../ui/load-states';
import { Notice } from '../../../ui/notice';
import { useAddPaymentCard } from '../api/add-payment-card';
import { cardNumberDisplay, formatExpiryTyped, securityCodeInput } from '../lib/card-display';
import { fieldErrorsShown } from '../lib/request-errors';

const fields = ['cardNumber', 'expiry', 'securityCode', 'nameOnCard', 'postalCode'] as const;
type Field = (typeof fields)[number];

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
  const [values, setValues] = useState(emptyCard);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [keys] = useState(createSubmissionKeys);
  const addCard = useAddPaymentCard();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const display = cardNumberDisplay(values.cardNumber);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const { [field]: _, form: __, ...rest } = current;
      return rest;
    });
  }

  function focusFirst(found: FieldErrors) {
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateWith(paymentCardInputSchema(new Date()), values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    // The card as the contract reads it: the number's digits alone, the expiry as MM/YY.
    const body = checked.value;
    try {
      const { card } = await addCard.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.settle();
      onAdded(card);
    } catch (error) {
      // The key stays until it succeeds: the server keeps nothing of a failure, and replays a success.
      const found = fieldErrorsShown(error, fields);
      setErrors(found);
      focusFirst(found);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add a debit card">
      <Stack gap="md">
        <TextInput
          ref={(element) => {
            inputs.current.cardNumber = element;
          }}
          label="Card number"
          description={display.brandName ? undefined : 'Visa, Mastercard, Discover or American Express debit card'}
          inputMode="numeric"
          autoComplete="cc-number"
          value={display.formatted}
          maxLength={display.maxLength}
          onChange={(event) => change('cardNumber', event.currentTarget.value)}
          rightSectionWidth={display.brandName ? 150 : undefined}
          rightSection={
            display.brandName ? (
              <Badge variant="light" color="gray" data-testid="card-brand">
                {display.brandName}
              </Badge>
            ) : undefined
          }
          error={errors.cardNumber}
          required
        />
        {display.brand === 'AMEX' && (
          <Text size="sm" c="dimmed" role="status">
            American Express cards can repay an advance but cannot receive one.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            ref={(element) => {
              inputs.current.expiry = element;
            }}
            label="Expiry date"
            description="MM/YY"
            placeholder="MM/YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            value={values.expiry}
            maxLength={5}
            onChange={(event) => change('expiry', formatExpiryTyped(event.currentTarget.value, values.expiry))}
            error={errors.expiry}
            required
          />
          <TextInput
            ref={(element) => {
              inputs.current.securityCode = element;
            }}
            label="Security code"
            description={`${display.securityCodeLength} digits${display.brand === 'AMEX' ? ', on the front' : ', on the back'}`}
            inputMode="numeric"
            autoComplete="cc-csc"
            value={values.securityCode}
            maxLength={display.brand ? display.securityCodeLength : 4}
            onChange={(event) => change('securityCode', securityCodeInput(event.currentTarget.value, display.brand))}
            error={errors.securityCode}
            required
          />
        </SimpleGrid>
        <TextInput
          ref={(element) => {
            inputs.current.nameOnCard = element;
          }}
          label="Name on card"
          autoComplete="cc-name"
          value={values.nameOnCard}
          onChange={(event) => change('nameOnCard', event.currentTarget.value)}
          error={errors.nameOnCard}
          required
        />
        <TextInput
          ref={(element) => {
            inputs.current.postalCode = element;
          }}
          label="Billing ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.postalCode}
          maxLength={10}
          onChange={(event) => change('postalCode', event.currentTarget.value)}
          error={errors.postalCode}
          required
          maw={200}
        />
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
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
