import { activateDebitCard, type DebitCard } from '@fernleaf/contract/checking';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { formatCardExpiry } from '../../../lib/format/card';
import { digitsOnly } from '../../../lib/format/digits';
import { Notice } from '../../../ui/notice';
import { useActivateDebitCard } from '../api/activate-debit-card';
import { StatusText } from './status-text';

/**
 * Activates the debit card with what only its holder can read from it: the expiry and the security
 * code, neither shown before. A mismatch is explained above the button, without saying which was wrong.
 */
export function ActivateCardForm({ onActivated }: { onActivated?: (card: DebitCard) => void }) {
  const activation = useActivateDebitCard();
  const form = useContractForm({ schema: activateDebitCard.body, initialValues: { expiry: '', cvv: '' } });
  const [status, setStatus] = useState<string>();

  const send = form.submit(async (body) => {
    const card = await activation.mutateAsync(body);
    setStatus('Your card is active. You can use it now.');
    onActivated?.(card);
  });

  return (
    <form
      onSubmit={(event) => {
        setStatus(undefined);
        send(event);
      }}
      noValidate
      aria-label="Activate your debit card"
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap" maw={520}>
          <TextInput
            label="Expiry date"
            description="MM/YY, as printed on your card"
            placeholder="MM/YY"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            required
            {...form.getInputProps('expiry')}
            onChange={(event) =>
              form.setFieldValue('expiry', formatCardExpiry(digitsOnly(event.currentTarget.value, 4)))
            }
            style={{ flex: '1 1 220px' }}
          />
          <TextInput
            label="Security code"
            description="The 3 digits on the back of your card"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            required
            {...form.getInputProps('cvv')}
            onChange={(event) => form.setFieldValue('cvv', digitsOnly(event.currentTarget.value, 3))}
            style={{ flex: '1 1 220px' }}
          />
        </Group>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
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
