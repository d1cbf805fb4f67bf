import { activateDebitCard, type DebitCard } from '@fernleaf/contract/checking';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, validateWith } from '../../../lib/form-errors';
import { formatCardExpiry } from '../../../lib/format/card';
import { digitsOnly } from '../../../lib/format/digits';
import { Notice } from '../../../ui/notice';
import { useActivateDebitCard } from '../api/activate-debit-card';
import { fieldErrorsFor } from '../lib/field-errors-for';
import { StatusText } from './status-text';

const activationSchema = activateDebitCard.body;

/**
 * Activates the debit card with what only its holder can read from it: the expiry and the security
 * code, neither shown before. A mismatch is explained above the button, without saying which was wrong.
 */
export function ActivateCardForm({ onActivated }: { onActivated?: (card: DebitCard) => void }) {
  const activation = useActivateDebitCard();
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(undefined);
    const checked = validateWith(activationSchema, { expiry, cvv });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const card = await activation.mutateAsync(checked.value);
      setStatus('Your card is active. You can use it now.');
      onActivated?.(card);
    } catch (error) {
      setErrors(fieldErrorsFor(error, ['expiry', 'cvv']));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Activate your debit card">
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap" maw={520}>
          <TextInput
            label="Expiry date"
            description="MM/YY, as printed on your card"
            placeholder="MM/YY"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            value={expiry}
            onChange={(event) => setExpiry(formatCardExpiry(digitsOnly(event.currentTarget.value, 4)))}
            error={errors.expiry}
            required
            style={{ flex: '1 1 220px' }}
          />
          <TextInput
            label="Security code"
            description="The 3 digits on the back of your card"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={cvv}
            onChange={(event) => setCvv(digitsOnly(event.currentTarget.value, 3))}
            error={errors.cvv}
            required
            style={{ flex: '1 1 220px' }}
          />
        </Group>
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <Group>
          <Button type="submit" loading={activation.isPending}>
            Activate card
          </Button>
        </Group>
        <StatusText message={status} />
      </Stack>
    </form>
  );
}
