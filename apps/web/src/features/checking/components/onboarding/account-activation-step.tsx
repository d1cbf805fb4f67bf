import { Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '../../../../lib/form-errors';
import { AddressForm } from '../../../../ui/address/address-form';
import { AgreementsList } from '../../../../ui/agreements-list';
import { openAgreementDialog } from '../../../../ui/dialogs/dialog-store';
import { Notice } from '../../../../ui/notice';
import { bankingEsignQueryOptions } from '../../api/get-banking-esign';
import { partnerBank } from '../../lib/checking-facts';
import { RetryAlert } from '../retry-alert';
import { StatusText } from '../status-text';
import { AddressChoice } from './address-choice';
import { type ActivationPhase, useAccountActivation } from './use-account-activation';

const progressOf: Partial<Record<ActivationPhase['step'], { value: number; text: string }>> = {
  signing: { value: 33, text: 'Step 1 of 2: signing your agreements…' },
  opening: { value: 66, text: 'Step 2 of 2: opening your account…' },
  opened: { value: 100, text: 'Your account is open.' },
};

/**
 * Onboarding step: accept and sign the agreements, choose the card's address, open the account.
 * Another product's flow that needs checking (crypto) passes where to go once it is open.
 */
export function AccountActivationStep({ onOpened }: { onOpened?: () => Promise<void> } = {}) {
  const esign = useQuery(bankingEsignQueryOptions());
  const { phase, activate, profile } = useAccountActivation(onOpened);
  const addresses = profile?.addresses ?? [];
  const [accepted, setAccepted] = useState<string[]>([]);
  const [chosenAddressId, setChosenAddressId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // With one address there is nothing to choose.
  const addressId = chosenAddressId || (addresses.length === 1 ? (addresses[0]?.id ?? '') : '');
  const working = phase.step === 'signing' || phase.step === 'opening' || phase.step === 'opened';
  const progress = progressOf[phase.step];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!esign.data) return;
    const unsigned = esign.data.documents.filter((document) => !document.isEsigned);
    const found: FieldErrors = {};
    if (unsigned.some((document) => !accepted.includes(document.documentId))) {
      found.agreements = 'Accept each agreement to open your account.';
    }
    if (!addressId) found.addressId = 'Choose the home address your debit card is sent to.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await activate({ documentIdsToSign: unsigned.map((document) => document.documentId), addressId });
  }

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stack gap={4}>
        <Title order={1}>Open your checking account</Title>
        <Text c="dimmed">
          Your account and debit card are provided by {partnerBank}. Read and accept the agreements, confirm where we
          send your card, and your account opens right away.
        </Text>
      </Stack>

      {addresses.length === 0 && (
        // Outside the activation form: forms cannot nest, and this one saves on its own.
        <Stack gap="xs">
          <Title order={2} fz="h3">
            Your home address
          </Title>
          <Text c="dimmed">We send your debit card to this address. PO boxes are not accepted.</Text>
          <AddressForm label="Your home address" onSaved={(address) => setChosenAddressId(address.id)} />
        </Stack>
      )}

      {esign.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading your agreements…</Text>
        </Group>
      )}
      {esign.isError && (
        <RetryAlert
          title="We could not load your agreements"
          onRetry={() => esign.refetch()}
          retrying={esign.isFetching}
        />
      )}
      {esign.data && (
        <form onSubmit={submit} noValidate aria-label="Open your checking account">
          <Stack gap="lg">
            <AgreementsList
              label="Agreements"
              description="Read each agreement, then accept it."
              documents={esign.data.documents}
              onRead={openAgreementDialog}
              accepted={accepted}
              onChange={setAccepted}
              error={errors.agreements}
            />
            {addresses.length > 0 && (
              <AddressChoice
                addresses={addresses}
                value={addressId}
                onChange={setChosenAddressId}
                error={errors.addressId}
              />
            )}
            {phase.step === 'timeout' && (
              <Notice tone="warning" title="Your account is still being opened">
                This is taking longer than usual. Try again in a minute: if your account has opened by then, we take you
                straight to it.
              </Notice>
            )}
            {phase.step === 'failed' && (
              <Notice tone="error" title="We couldn't open your account">
                {phase.message}
              </Notice>
            )}
            {phase.step === 'identity-required' && (
              <Notice tone="warning" title="Verify your identity first">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{phase.message}</Text>
                  {/* The onboarding guard takes the member to whichever step of checking's flow is due. */}
                  <Button component={Link} to="/onboarding/roarmoney/ssn-and-verification" size="xs">
                    Verify your identity
                  </Button>
                </Stack>
              </Notice>
            )}
            {progress && <Progress value={progress.value} aria-label="Opening your account" animated={working} />}
            <StatusText message={progress?.text} />
            <Group>
              <Button type="submit" loading={working} disabled={addresses.length === 0}>
                {phase.step === 'timeout' || phase.step === 'failed' ? 'Try again' : 'Open my account'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
