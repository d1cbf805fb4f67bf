import type { Institution, LinkedBankSummary, LinkSession } from '@fernleaf/contract/bank';
import { Box, Button, Group, Loader, Paper, Stack, Text, Title, type TitleOrder, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FailureAlert } from '../../../ui/failure-alert';
import type { finishProviderLink, InPageSource } from '../api/finish-provider-link';
import { startBankLink } from '../api/initiate-bank-link';
import { saveAkoyaReturn } from '../lib/akoya-return';
import { failureMessage } from '../lib/failure-message';
import { useBankStore } from '../store';
import { BankPicker } from './bank-picker';
import { LinkProgress } from './link-progress';
import { ProviderLinkDialog } from './provider-link-dialog';
import { useBankLinkPolling } from './use-bank-link-polling';
import type { ProviderSignInApi } from './use-provider-sign-in';
import { useRecordLinkedBank } from './use-record-linked-bank';

type FlowStep =
  | { kind: 'choose' }
  /** One idempotency key per attempt; "Try again" after a failed call reuses it. */
  | { kind: 'starting'; institution: Institution; key: string; error: string | null }
  | { kind: 'provider'; session: LinkSession & { source: InPageSource } }
  | { kind: 'leaving'; institution: Institution }
  | { kind: 'connecting'; bank: LinkedBankSummary }
  | { kind: 'linked'; bank: LinkedBankSummary };

export interface BankLinkFlowProps {
  /** Called once the link is COMPLETE, with the bank as it now stands. */
  onLinked(bank: LinkedBankSummary): void;
  /** Shows a Cancel button while choosing; a dialog around the flow has its own close instead. */
  onCancel?: () => void;
  /** Where an Akoya-style link comes back to after the provider's page. */
  returnTo: string;
  /** Only banks the Akoya-style provider reaches. */
  akoyaOnly?: boolean;
  /** The level of the flow's headings under the page's or dialog's own. */
  headingOrder?: TitleOrder;
  /** Leaves for the provider's page; tests pass a spy. */
  leavePage?: (url: string) => void;
  /** Tests pass fakes of the calls that are not plain API calls. */
  providerApi?: ProviderSignInApi;
  finishLink?: typeof finishProviderLink;
}

function isInPage(session: LinkSession): session is LinkSession & { source: InPageSource } {
  return session.source === 'PLAID' || session.source === 'FINICITY';
}

function announcementFor(step: FlowStep, pollingFailed: boolean): string {
  switch (step.kind) {
    case 'starting':
      return step.error ? '' : `Opening ${step.institution.name}…`;
    case 'leaving':
      return `Taking you to ${step.institution.name} to sign in…`;
    case 'connecting':
      return pollingFailed ? '' : `Connecting to ${step.bank.institutionName}…`;
    case 'linked':
      return `${step.bank.institutionName} is linked.`;
    default:
      return '';
  }
}

/**
 * Links a bank from any product step, inline or in a dialog: choose the bank, open a link session,
 * sign in at the provider (in a dialog for Plaid and Finicity, on the provider's page for Akoya),
 * then wait, polling every 3 s, until the bank is COMPLETE.
 */
export function BankLinkFlow({
  onLinked,
  onCancel,
  returnTo,
  akoyaOnly = false,
  headingOrder = 2,
  leavePage = (url) => window.location.assign(url),
  providerApi,
  finishLink,
}: BankLinkFlowProps) {
  const [step, setStep] = useState<FlowStep>({ kind: 'choose' });
  const recordLinkedBank = useRecordLinkedBank();
  const connecting = step.kind === 'connecting' ? step.bank : null;
  const polling = useBankLinkPolling(connecting, {
    onComplete: () => {
      if (!connecting) return;
      const linked = recordLinkedBank(connecting);
      setStep({ kind: 'linked', bank: linked });
      onLinked(linked);
    },
  });

  // A step replaces the button that led to it; the keyboard's place moves to the new step rather
  // than falling back to the top of the page. The provider's dialog takes focus itself.
  const stepBox = useRef<HTMLDivElement>(null);
  // A failed start and its retry are the same step but different screens: "Try again" goes away.
  const stepView = step.kind === 'starting' && step.error ? 'starting-failed' : step.kind;
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (stepView !== 'provider') stepBox.current?.focus();
  }, [stepView]);

  async function start(institution: Institution, key: string) {
    setStep({ kind: 'starting', institution, key, error: null });
    let session: LinkSession;
    try {
      session = await startBankLink(institution.id, key);
    } catch (error) {
      setStep({ kind: 'starting', institution, key, error: failureMessage(error) });
      return;
    }
    if (isInPage(session)) {
      setStep({ kind: 'provider', session });
      return;
    }
    if (!session.redirectUrl) {
      setStep({ kind: 'starting', institution, key, error: "Your bank's sign-in page is not available right now." });
      return;
    }
    // The provider's page comes back with a full page load: keep where to return and the bank.
    saveAkoyaReturn({ returnTo, institution });
    setStep({ kind: 'leaving', institution });
    leavePage(session.redirectUrl);
  }

  const pick = (institution: Institution) => {
    useBankStore.getState().setSelectedBank(institution);
    void start(institution, crypto.randomUUID());
  };

  const startAgain = (institution: Institution | null) => {
    if (institution) void start(institution, crypto.randomUUID());
    else setStep({ kind: 'choose' });
  };

  const announcement = announcementFor(step, polling.state.status === 'failed');

  return (
    <Stack gap="md">
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <Box ref={stepBox} tabIndex={-1} style={{ outline: 'none' }}>
        {(step.kind === 'choose' || step.kind === 'provider') && (
          <Stack gap="md">
            <Title order={headingOrder} fz="h3">
              Choose your bank
            </Title>
            <Text c="dimmed" size="sm">
              Link the account your pay goes into. You sign in at your bank; we never see or keep your bank password.
            </Text>
            <BankPicker onPick={pick} akoyaOnly={akoyaOnly} headingOrder={nextOrder(headingOrder)} />
            {onCancel && (
              <Group justify="flex-end">
                <Button variant="default" onClick={onCancel}>
                  Cancel
                </Button>
              </Group>
            )}
          </Stack>
        )}

        {step.kind === 'starting' &&
          (step.error ? (
            <FailureAlert
              title={`We could not open ${step.institution.name}`}
              actions={[
                { label: 'Try again', onClick: () => void start(step.institution, step.key) },
                { label: 'Choose another bank', onClick: () => setStep({ kind: 'choose' }) },
              ]}
            >
              {step.error}
            </FailureAlert>
          ) : (
            <Waiting text={`Opening ${step.institution.name}…`} />
          ))}

        {step.kind === 'leaving' && <Waiting text={`Taking you to ${step.institution.name} to sign in…`} />}

        {step.kind === 'connecting' && (
          <LinkProgress
            bankName={step.bank.institutionName}
            state={polling.state}
            onRetry={polling.retry}
            onStartAgain={() => startAgain(useBankStore.getState().selectedBank)}
          />
        )}

        {step.kind === 'linked' && (
          <Paper withBorder radius="md" p="md">
            <Text fw={700}>{step.bank.institutionName} is linked</Text>
            <Text size="sm">Your accounts and balances now show in the app.</Text>
          </Paper>
        )}
      </Box>

      {step.kind === 'provider' && (
        <ProviderLinkDialog
          session={step.session}
          onLinked={(bank) => setStep({ kind: 'connecting', bank })}
          onExit={() => setStep({ kind: 'choose' })}
          onStartAgain={() => startAgain(step.session.institution)}
          api={providerApi}
          finish={finishLink}
        />
      )}
    </Stack>
  );
}

function nextOrder(order: TitleOrder): TitleOrder {
  return Math.min(order + 1, 6) as TitleOrder;
}

function Waiting({ text }: { text: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Loader size="sm" aria-hidden />
      <Text>{text}</Text>
    </Group>
  );
}
