import { Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { cryptoRisks } from '../../lib/crypto-risks';

const risksSchema = z.object({
  acknowledged: z.literal(true, { error: 'Confirm that you have read the risks to continue.' }),
});

/** The last crypto step: the risks, acknowledged in so many words before the member can finish. */
export function CryptoRisksStep({ onAcknowledged, busy }: { onAcknowledged: () => void; busy: boolean }) {
  const form = useContractForm({ schema: risksSchema, initialValues: { acknowledged: false } });
  const submit = form.submit(() => onAcknowledged());

  return (
    <form onSubmit={submit} noValidate aria-label="Crypto risks">
      <Stack gap="lg">
        <List spacing="md" listStyleType="none" p={0}>
          {cryptoRisks.map((risk) => (
            <List.Item key={risk.title}>
              <Text fw={700}>{risk.title}</Text>
              <Text size="sm">{risk.text}</Text>
            </List.Item>
          ))}
        </List>
        <Checkbox
          label="I have read these risks and understand I can lose the money I put into crypto"
          {...form.getInputProps('acknowledged', { type: 'checkbox' })}
          aria-invalid={form.errors.acknowledged !== undefined}
        />
        <Button type="submit" loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
          Finish
        </Button>
      </Stack>
    </form>
  );
}
