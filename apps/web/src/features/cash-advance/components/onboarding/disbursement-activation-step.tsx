import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AgreementsList } from '../../../../ui/agreements-list';
import { openAgreementDialog } from '../../../../ui/dialogs/dialog-store';
import { Loading, RetryAlert, StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { type ActivationPhase, useDisbursementActivation } from './use-disbursement-activation';

const progressOf: Partial<Record<ActivationPhase['step'], { value: number; text: string }>> = {
  signing: { value: 33, text: 'Step 1 of 2: signing your agreements…' },
  subscribing: { value: 66, text: 'Step 2 of 2: turning on Cash Advance…' },
  done: { value: 100, text: 'Cash Advance is on.' },
};

/**
 * The agreements, each opened in the legal dialog and accepted, then "Turn on Cash Advance": signs
 * them and subscribes. The step is done when the subscription is active.
 */
export function DisbursementActivationStep({
  onActive,
  leadGenTransactionId,
}: {
  onActive: () => Promise<void>;
  /** The partner's lead that brought the member, sent with the agreements (the route reads it). */
  leadGenTransactionId?: string | undefined;
}) {
  const { prepared, phase, activate } = useDisbursementActivation(onActive, leadGenTransactionId);
  const [accepted, setAccepted] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const working = phase.step === 'signing' || phase.step === 'subscribing' || phase.step === 'done';
  const progress = progressOf[phase.step];

  if (prepared.isPending) return <Loading text="Preparing your agreements…" />;
  if (prepared.isError) {
    return (
      <RetryAlert
        title="We could not prepare your agreements"
        onRetry={() => void prepared.refetch()}
        retrying={prepared.isFetching}
      />
    );
  }
  if (prepared.data === null) {
    return (
      <Notice tone="warning" title="We need to look at your bank first">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Link the bank your pay goes into, so we can work out your limit.</Text>
          <Button component={Link} to="/onboarding/instacash/redirection" size="xs">
            Continue setting up
          </Button>
        </Stack>
      </Notice>
    );
  }

  const esigns = prepared.data;
  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = esigns.mandatoryEsignDocuments.filter(
      (document) => !document.isEsigned && !accepted.includes(document.documentId),
    );
    if (missing.length > 0) {
      setError(`Accept each agreement to continue: ${missing.map((document) => document.name).join(', ')}.`);
      return;
    }
    setError(undefined);
    void activate(accepted);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Turn on Cash Advance">
      <Stack gap="lg">
        <Text>
          Read each agreement, then accept it. Signing turns Cash Advance on; it costs nothing, and you can turn it off
          in one click.
        </Text>
        <AgreementsList
          label="Agreements"
          description="Needed to use Cash Advance."
          documents={esigns.mandatoryEsignDocuments}
          onRead={openAgreementDialog}
          accepted={accepted}
          onChange={setAccepted}
          error={error}
          disabled={working}
        />
        {esigns.optionalEsignDocuments.length > 0 && (
          <AgreementsList
            label="Reminders"
            description="Up to you: texts and emails before a repayment is collected."
            documents={esigns.optionalEsignDocuments}
            onRead={openAgreementDialog}
            accepted={accepted}
            onChange={setAccepted}
            optional
            disabled={working}
          />
        )}
        {phase.step === 'timeout' && (
          <Notice tone="warning" title="Still working on it">
            This is taking longer than usual. Try again in a minute: if Cash Advance is on by then, we take you straight
            on.
          </Notice>
        )}
        {phase.step === 'failed' && (
          <Notice tone="error" title="We couldn't turn on Cash Advance">
            {phase.message}
          </Notice>
        )}
        {progress && <Progress value={progress.value} aria-label="Turning on Cash Advance" animated={working} />}
        <StatusText message={progress?.text} />
        <Group>
          <Button type="submit" size="md" loading={working}>
            {phase.step === 'timeout' || phase.step === 'failed' ? 'Try again' : 'Turn on Cash Advance'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
