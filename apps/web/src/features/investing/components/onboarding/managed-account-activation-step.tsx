import { errorCodes } from '@fernleaf/contract/errors';
import { openInvestmentAccountBodySchema } from '@fernleaf/contract/investing';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../../lib/api-client';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { AgreementsList } from '../../../../ui/agreements-list';
import { openAgreementDialog } from '../../../../ui/dialogs/dialog-store';
import { Notice } from '../../../../ui/notice';
import { openManagedAccount } from '../../api/investing-calls';
import { managedAccountDisclosures } from '../../lib/disclosure-documents';
import { CompleteRiskScore } from './complete-risk-score';
import { RiskScoreSummary } from './risk-score-summary';

/**
 * The score, the documents a broker gives before opening (each readable in the legal dialog), and the
 * opening itself. `onOpened` moves on once the account exists, also when it already did.
 */
export function ManagedAccountActivationStep({ onOpened }: { onOpened: () => void }) {
  return (
    <CompleteRiskScore
      loading="Loading your risk score…"
      failure="We could not load your risk score"
      incomplete="A managed account invests by your answers, so every question needs one first."
    >
      {(score) => (
        <Stack gap="lg">
          <RiskScoreSummary score={score} />
          <DisclosuresForm onOpened={onOpened} />
        </Stack>
      )}
    </CompleteRiskScore>
  );
}

/** The server answered (a refusal or an account): a next attempt is a new request with a new key. */
const answered = (error: unknown) => !(error instanceof ApiError && error.status === noResponseStatus);

function DisclosuresForm({ onOpened }: { onOpened: () => void }) {
  const [keys] = useState(createSubmissionKeys);
  const [blocked, setBlocked] = useState<string>();
  const documents = managedAccountDisclosures();
  const form = useContractForm({
    schema: openInvestmentAccountBodySchema,
    initialValues: { kind: 'MANAGED' as const, acceptedDisclosures: [] as string[] },
    // The kind is this page's, not a choice: a refusal naming it shows for the whole form.
    fields: ['acceptedDisclosures'],
  });
  const submit = form.submit(async (body) => {
    setBlocked(undefined);
    try {
      await openManagedAccount(body.acceptedDisclosures, keys.keyFor(body));
      keys.settle();
    } catch (error) {
      if (answered(error)) keys.settle();
      if (error instanceof ApiError && error.code === errorCodes.INVESTMENT_ACCOUNT_EXISTS) return onOpened();
      if (error instanceof ApiError && error.code === errorCodes.ONBOARDING_STEP_REQUIRED) {
        return setBlocked(error.description);
      }
      throw error;
    }
    onOpened();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Open your managed account">
      <Stack gap="lg">
        <Notice tone="info" title="Not FDIC insured · May lose value · No bank guarantee">
          Money in an investment account is not a bank deposit. SIPC protects against the failure of the broker, not
          against a fall in value.
        </Notice>
        <AgreementsList
          label="Before your account opens"
          description="Read each document, then accept it. Each opens here, with a PDF to keep."
          documents={documents}
          onRead={openAgreementDialog}
          accepted={form.values.acceptedDisclosures}
          onChange={(ids) => form.setFieldValue('acceptedDisclosures', ids)}
          error={form.errorOf('acceptedDisclosures')}
        />
        {blocked && (
          <Notice tone="warning" title="A step is missing">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{blocked}</Text>
              <Button component={Link} to="/onboarding/investment/question-1" size="xs">
                Review your answers
              </Button>
            </Stack>
          </Notice>
        )}
        {form.formError && (
          <Notice tone="error" title="We couldn't open your account">
            {form.formError}
          </Notice>
        )}
        <Button type="submit" loading={form.submitting} size="md" style={{ alignSelf: 'flex-start' }}>
          Open my managed account
        </Button>
      </Stack>
    </form>
  );
}
