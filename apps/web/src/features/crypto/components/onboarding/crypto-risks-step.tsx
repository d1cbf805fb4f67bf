import { Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { cryptoRisks } from '../../lib/crypto-risks';

const notAcknowledged = 'Confirm that you have read the risks to continue.';

/** The last crypto step: the risks, acknowledged in so many words before the member can finish. */
export function CryptoRisksStep({ onAcknowledged, busy }: { onAcknowledged: () => void; busy: boolean }) {
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!acknowledged) {
      setError(notAcknowledged);
      return;
    }
    onAcknowledged();
  }

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
          checked={acknowledged}
          onChange={(event) => {
            setAcknowledged(event.currentTarget.checked);
            if (event.currentTarget.checked) setError(null);
          }}
          error={error}
          aria-invalid={error !== null}
        />
        <Button type="submit" loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
          Finish
        </Button>
      </Stack>
    </form>
  );
}
