import { errorCodes } from '@fernleaf/contract/errors';
import { type InvestmentKind, openInvestmentAccountBodySchema } from '@fernleaf/contract/investing';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../../lib/api-client';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { AgreementsList } from '../../../../ui/agreements-list';
import { openAgreementDialog } from '../../../../ui/dialogs/dialog-store';
import { Notice } from '../../../../ui/notice';
import { openAccountOfKind } from '../../api/investing-calls';
import { accountDisclosures } from '../../lib/disclosure-documents';

/** Where the risk questions of the member's flow start, for a managed opening refused for a missing answer. */
export type QuestionsPath = '/onboarding/investment/question-1' | '/onboarding/managed-investing/question-1';

/** The server answered (a refusal or an account): a next attempt is a new request with a new key. */
const answered = (error: unknown) => !(error instanceof ApiError && error.status === noResponseStatus);

const submitWords: Record<InvestmentKind, { label: string; action: string }> = {
  MANAGED: { label: 'Open your managed account', action: 'Open my managed account' },
  SELF_DIRECTED: { label: 'Open your self-directed account', action: 'Open my self-directed account' },
};

/**
 * The documents a broker gives before an account of this kind opens (each readable in the legal
 * dialog), and the opening itself. `onOpened` moves on once the account exists, also when it already did.
 */
export function AccountDisclosuresForm({
  kind,
  onOpened,
  questionsPath = '/onboarding/investment/question-1',
}: {
  kind: InvestmentKind;
  onOpened: () => void;
  questionsPath?: QuestionsPath | undefined;
}) {
  const [keys] = useState(createSubmissionKeys);
  const [blocked, setBlocked] = useState<string>();
  const documents = accountDisclosures(kind);
  const words = submitWords[kind];
  const form = useContractForm({
    schema: openInvestmentAccountBodySchema,
    initialValues: { kind, acceptedDisclosures: [] as string[] },
    // The kind is this page's, not a choice: a refusal naming it shows for the whole form.
    fields: ['acceptedDisclosures'],
  });
  const submit = form.submit(async (body) => {
    setBlocked(undefined);
    try {
      await openAccountOfKind(kind, body.acceptedDisclosures, keys.keyFor(body));
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
    <form onSubmit={submit} noValidate aria-label={words.label}>
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
              {/* Only a managed opening needs the profile; a self-directed refusal names identity steps. */}
              {kind === 'MANAGED' && (
                <Button component={Link} to={questionsPath} size="xs">
                  Review your answers
                </Button>
              )}
            </Stack>
          </Notice>
        )}
        {form.formError && (
          <Notice tone="error" title="We couldn't open your account">
            {form.formError}
          </Notice>
        )}
        <Button type="submit" loading={form.submitting} size="md" style={{ alignSelf: 'flex-start' }}>
          {words.action}
        </Button>
      </Stack>
    </form>
  );
}
